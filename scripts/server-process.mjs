// How every script starts the compiled server: `npm start`, the cluster, the benchmarks and the browser tests.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builds } from './build-when-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Node's arguments for the server. A young generation of 32 MB semi-spaces (V8's default is 16 on 64-bit):
 * a results report of 10,000 participants allocates ~100 MB that dies within the rebuild, and with the
 * default much of it was promoted and collected again in the old generation (the fresh report 299–304 ms
 * against 243–261). It costs a hosted game ~2 KB of peak RSS per player at 5,000 (docs/PERFORMANCE.md);
 * 64 MB cost 15 KB.
 */
export const SERVER_NODE_ARGS = [
  '--enable-source-maps',
  '--max-semi-space-size=32',
  join(root, builds.server.output),
];
