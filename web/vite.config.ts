import { constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Paths the back end answers; everything else is the SPA. Same list as the server's API_PREFIXES. */
const BACKEND_PREFIXES = ['/api', '/auth', '/image', '/latex', '/media'];
const BACKEND_URL = 'http://localhost:8000';

export default defineConfig({
  plugins: [
    react(),
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
  },
});
