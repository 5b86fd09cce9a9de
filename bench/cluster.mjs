// npm run bench:cluster -- [students=1000] [questions=10] [repeats=2]
// bench:students (API only, PAGE=0) in one run against: one instance direct with limits in memory (the
// reference), one instance direct with limits in Redis (the cost of shared limits on the answer save),
// and N instances (INSTANCES, default 2) behind nginx with limits in Redis (scripts/cluster.mjs), each
// `repeats` times alternately, each on a fresh PostgreSQL database. Prints saves/s and joins/s, p50/p99,
// and the CPU seconds each part used (instances, nginx, PostgreSQL, the load generator): on a 2-core
// machine the part that uses the cores is where the limit is. DATABASE_URL names the server (any db).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster } from '../scripts/cluster.mjs';
import { backendsCpuMs, ONE_ADDRESS_ENV, processCpuMs, requirePostgres, root } from './lib.mjs';

const STUDENTS = Number(process.argv[2] ?? 1000);
const QUESTIONS = Number(process.argv[3] ?? 10);
const REPEATS = Number(process.argv[4] ?? 2);
const INSTANCES = Number(process.env.INSTANCES ?? 2);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const admin = requirePostgres();

const setups = [
  { name: '1 direct, memory', instances: 1, direct: true, redisUrl: '' },
  { name: '1 direct, Redis', instances: 1, direct: true, redisUrl: REDIS_URL },
  { name: `${INSTANCES} behind nginx, Redis`, instances: INSTANCES, direct: false, redisUrl: REDIS_URL },
];

/** utime + stime of a process in seconds (0 when gone). */
const cpuSeconds = (pid) => processCpuMs(pid) / 1000;
/** pgrep with these arguments (e.g. `-P <pid>`: its children). */
const pidsOf = (pattern) => {
  try {
    return execFileSync('pgrep', pattern.split(' '), { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    return [];
  }
};
const sum = (pids) => pids.reduce((total, pid) => total + cpuSeconds(pid), 0);

async function oneRun(setup, round) {
  const db = `qz_bench_cluster_${process.pid}_${round}_${setup.instances}${setup.redisUrl ? 'r' : 'm'}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${db}`);
  const url = new URL(admin);
  url.pathname = `/${db}`;
  const databaseUrl = url.toString();
  const cluster = await startCluster({
    instances: setup.instances,
    databaseUrl,
    redisUrl: setup.redisUrl,
    port: 8180,
    env: { LOG_LEVEL: 'warn', ...ONE_ADDRESS_ENV },
  });
  const resultFile = join(tmpdir(), `${db}.json`);
  try {
    const base = setup.direct ? cluster.instances[0].url : cluster.url;
    const parts = {
      instances: () => sum(cluster.instances.map((i) => i.process.pid)),
      nginx: () => sum(pidsOf(`-P ${cluster.nginx.pid}`)),
    };
    const before = Object.fromEntries(Object.entries(parts).map(([k, f]) => [k, f()]));
    const backendsBefore = await backendsCpuMs(client, db);
    const started = Date.now();
    const bench = spawn(
      process.execPath,
      [join(root, 'bench/students.mjs'), String(STUDENTS), String(QUESTIONS)],
      {
        cwd: root,
        env: {
          ...process.env,
          BASE_URL: base,
          DATABASE_URL: databaseUrl,
          PAGE: '0',
          PGBENCH: '0',
          RESULT_FILE: resultFile,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    let generator = 0;
    // the load generator's CPU, read just before it exits
    const sampler = setInterval(() => {
      generator = Math.max(generator, cpuSeconds(bench.pid));
    }, 200);
    const code = await new Promise((resolve) => bench.once('exit', resolve));
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    const cpu = Object.fromEntries(Object.entries(parts).map(([k, f]) => [k, f() - before[k]]));
    cpu.postgres = 0;
    for (const [pid, ms] of await backendsCpuMs(client, db))
      cpu.postgres += (ms - (backendsBefore.get(pid) ?? 0)) / 1000;
    const result = JSON.parse(readFileSync(resultFile, 'utf8'));
    return { code, seconds, cpu: { ...cpu, generator }, result };
  } finally {
    rmSync(resultFile, { force: true });
    await cluster.stop();
    await client.query(`drop database if exists ${db} with (force)`);
    await client.end();
  }
}

console.log(
  `bench:students ${STUDENTS} students × ${QUESTIONS} questions (PAGE=0, CONNECTIONS=${process.env.CONNECTIONS ?? 100}), ${REPEATS} rounds`,
);
const rows = [];
for (let round = 0; round < REPEATS; round++)
  for (const setup of setups) {
    const { code, seconds, cpu, result } = await oneRun(setup, round);
    const row = {
      setup: setup.name,
      round: round + 1,
      'saves/s': result.save['req/s'],
      'save p50 ms': result.save['p50 ms'],
      'save p99 ms': result.save['p99 ms'],
      'joins/s': result.join['req/s'],
      errors: result.join.errors + result.save.errors + result.end.errors,
      lost: result.lost,
      's wall': Math.round(seconds),
      'CPU s app': Math.round(cpu.instances * 10) / 10,
      'CPU s nginx': Math.round(cpu.nginx * 10) / 10,
      'CPU s pg': Math.round(cpu.postgres * 10) / 10,
      'CPU s generator': Math.round(cpu.generator * 10) / 10,
      ok: code === 0,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
console.table(rows);
const mean = (name, key) => {
  const values = rows.filter((r) => r.setup === name).map((r) => r[key]);
  return values.reduce((a, b) => a + b, 0) / values.length;
};
const reference = mean(setups[0].name, 'saves/s');
for (const setup of setups)
  console.log(
    `${setup.name}: ${Math.round(mean(setup.name, 'saves/s'))} saves/s (${(mean(setup.name, 'saves/s') / reference).toFixed(2)} × the reference), ${Math.round(mean(setup.name, 'joins/s'))} joins/s`,
  );
