import { constants as zlib } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { icuCatalogues } from './build/icu-catalogues';
import { katexHint } from './build/katex-hint';

/** Paths the back end answers; everything else is the SPA. Same list as the server's API_PREFIXES. */
const BACKEND_PREFIXES = ['/api', '/auth', '/image', '/latex', '/media'];
const BACKEND_URL = 'http://localhost:8000';

export default defineConfig({
  plugins: [
    icuCatalogues(),
    katexHint(),
    // x.js.br and x.js.gz beside each text asset, at the highest levels (once per build, not per
    // request); the server sends the one the browser accepts (server/src/plugins/spa.ts). index.html
    // is compressed by the server itself, which re-reads it after a rebuild.
    compression({
      include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  // Preact in place of React (issue 13: React DOM was 55 of the student journey's 206 KB, Preact with
  // its compat layer is about 6): the app, MUI, TanStack Query and React Router keep importing `react`
  // and `react-dom`, and get preact/compat, which implements their API. Vite's own transform compiles
  // the JSX for it (no Fast Refresh: an edit reloads the page in `vite dev`).
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      BACKEND_PREFIXES.map((prefix) => [prefix, { target: BACKEND_URL, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route needs, read by scripts/check-bundle-budgets.mjs
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Automatic splitting made one chunk per set of routes sharing a module: 40 files from /q/{code}
          // to the run screen, 64 for the dashboard, most under 2 KB. A phone on HTTP/1.1 fetches six at a
          // time, one round trip each, so the files, not the bytes, held the first screen back (issue 13:
          // Lighthouse's LCP 3.2 s on /q/{code}). Rolldown copies every common chunk into the chunks that
          // use it (a registry keeps one instance of each module, so state and contexts stay shared):
          // 5 files for the journey, 4 to 7 per route, and no more bytes (docs/PERFORMANCE.md).
          experimentalInlineCommonChunks: { maxSize: Number.POSITIVE_INFINITY },
          groups: [
            {
              // MUI's core (styling engine, theme, and the components nearly every MUI page draws) in one
              // file of its own, cached across the pages that use MUI, where inlining would copy it into
              // each. The app's root and the plain student pages never import it (app/mui-theme.tsx);
              // scripts/check-bundle-budgets.mjs fails when a plain route loads this chunk. Without the
              // dependencies it does not list: those include Preact, which would then be in this chunk and
              // make the entry import it. The list holds every dependency of its MUI modules but Preact,
              // or automatic splitting puts the rest in a chunk of its own that imports this one back
              // (check:budgets fails on such a cycle, so an upgrade that needs the list grown says so).
              name: 'mui',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](@mui[\\/](system|styled-engine|utils|private-theming|material[\\/](styles|utils|internal|colors|zero-styled|DefaultPropsProvider|GlobalStyles|transitions|SvgIcon|useLazyRipple|CircularProgress|ButtonGroup|Box|Typography|ButtonBase|Button[\\/]|Container|Paper|Stack))|@emotion|stylis|@babel[\\/]runtime|react-is|hoist-non-react-statics|clsx)|src[\\/]app[\\/](mui-)?theme\./,
            },
          ],
        },
      },
    },
  },
});
