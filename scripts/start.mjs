#!/usr/bin/env node
// `npm start`: builds the SPA and the server (plain JavaScript, server/build.mjs) when they are missing or
// older than their sources, then runs the server with plain `node`: API + SPA on one port (the server
// migrates the database and seeds the lookups itself).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildWhenStale } from './build-when-stale.mjs';
import { SERVER_NODE_ARGS } from './server-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
buildWhenStale('web');
buildWhenStale('server');

// its own process group: Ctrl+C reaches the server once, through this script (a second signal makes the
// server exit at once instead of finishing its graceful shutdown)
const server = spawn(process.execPath, SERVER_NODE_ARGS, {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
process.on('exit', () => server.exitCode === null && server.kill('SIGKILL'));
server.on('exit', (code) => process.exit(code ?? 0));
