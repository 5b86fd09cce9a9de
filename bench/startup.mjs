// Start-up time and memory of the server process: run through tsx (TypeScript compiled at run time, what
// `npm start` did before) against the production build (server/dist/main.js, plain node).
//   node bench/startup.mjs [rounds=5]
// Builds the server first. Each round starts both, one after the other (the machine's load hits both
// alike), on a PGlite directory made by a first start (so a round measures a restart, not the first
// seeding): time from spawn to the first 200 of /api/config, RSS once ready, RSS after 100 requests
// (the lookups and /api/config, sequential), and the time from SIGTERM to exit.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_ARGS } from '../scripts/server-process.mjs';
import { freePort, root, sleep } from './lib.mjs';

const rounds = Number(process.argv[2] ?? 5);
execFileSync('npm', ['run', '-s', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });

const modes = {
  tsx: ['--import', 'tsx', join(root, 'server/src/main.ts')],
  compiled: SERVER_NODE_ARGS,
};
const paths = ['/api/config', '/api/themes', '/api/levels', '/api/types', '/api/countries/'];
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function run(args, dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/config`)).ok) break;
    } catch {}
    await sleep(20);
  }
  const startMs = performance.now() - started;
  await sleep(500); // settles what start-up left for later
  const rssReady = rssMb(child.pid);
  for (let i = 0; i < 100; i++) await (await fetch(`${url}${paths[i % paths.length]}`)).arrayBuffer();
  const rssAfter = rssMb(child.pid);
  const stopping = performance.now();
  child.kill('SIGTERM');
  await exited;
  return { startMs, rssReady, rssAfter, stopMs: performance.now() - stopping };
}

const dirs = Object.fromEntries(
  Object.keys(modes).map((m) => [m, mkdtempSync(join(tmpdir(), `startup-${m}-`))]),
);
for (const [mode, args] of Object.entries(modes)) await run(args, dirs[mode]); // makes the database
const samples = Object.fromEntries(Object.keys(modes).map((m) => [m, []]));
for (let round = 0; round < rounds; round++)
  for (const [mode, args] of Object.entries(modes)) {
    const sample = await run(args, dirs[mode]);
    samples[mode].push(sample);
    console.error(round, mode, JSON.stringify(sample));
  }
for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`${rounds} rounds, medians (min-max):`);
for (const [mode, list] of Object.entries(samples)) {
  const field = (key, digits = 0) => {
    const values = list.map((s) => s[key]);
    return `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
  };
  console.log(
    `${mode.padEnd(9)} start ${field('startMs')} ms, RSS ready ${field('rssReady')} MB, ` +
      `after 100 requests ${field('rssAfter')} MB, SIGTERM to exit ${field('stopMs')} ms`,
  );
}
