#!/usr/bin/env node
// Builds the web app or the server when its output is missing or older than any of its sources.
//   node scripts/build-when-stale.mjs server [web]     (npm start and the browser tests use it)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const builds = {
  web: {
    what: 'the web app',
    output: 'web/dist/index.html',
    sources: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'common/src'],
  },
  server: {
    what: 'the server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/build.mjs', 'server/package.json', 'common/src'],
  },
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Runs `npm run build -w <name>` when needed; exits the process when the build fails. */
export function buildWhenStale(name) {
  const { what, output, sources } = builds[name];
  const builtAt = newestMtime(join(root, output));
  if (builtAt >= Math.max(...sources.map((p) => newestMtime(join(root, p))))) return;
  console.log(`Building ${what}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const name of process.argv.slice(2)) buildWhenStale(name);
}
