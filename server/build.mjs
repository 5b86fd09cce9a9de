#!/usr/bin/env node
// The production build: server/src/main.ts and its worker threads' files, with the shared `common` sources,
// bundled into plain JavaScript under server/dist (run with `node`, no tsx). npm packages stay outside
// the bundle and load from node_modules as usual: PGlite finds its wasm and data files beside its own
// code, sharp its native library. The SQL migrations are copied beside the bundle (db/client.ts reads
// them relative to itself). config/paths.ts finds the repository root (web/dist, data/) from the
// bundle and from the sources alike: the folder that holds server/.
import { cp, rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const dist = here('./dist');
// built beside, then swapped in: a server starting from dist meanwhile (another test run) never sees
// half a build
const outdir = here(`./.dist-${process.pid}`);

/** Bare imports are external, except the workspace's own TypeScript packages (`@quizzical/*`). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@quizzical/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  // the worker threads' files beside main.js, where lib/worker-task.ts looks for them
  entryPoints: {
    main: here('./src/main.ts'),
    'import-worker': here('./src/modules/transfer/import/import.worker.ts'),
  },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
await cp(here('./src/db/migrations'), `${outdir}/migrations`, { recursive: true });
const old = `${outdir}-old`;
await rename(dist, old).catch(() => {});
// a build running at the same time may have put its dist in place first: it is as new as this one
await rename(outdir, dist).catch(() => rm(outdir, { recursive: true, force: true }));
await rm(old, { recursive: true, force: true });
