#!/usr/bin/env node
// npm run cluster -- [instances=2]
// N server instances on one PostgreSQL (DATABASE_URL, required) and one Redis (REDIS_URL, default
// redis://127.0.0.1:6379), behind Debian's nginx on PORT (default 8080): the production shape on one
// machine. Instances listen on 127.0.0.1 on the ports after PORT, each with its own
// DATA_DIR under the cluster's directory and one shared JWT secret. Ctrl+C stops everything.
// startCluster() is what the cluster test (server/src/test/cluster.test.ts) and the benchmarks use.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_NODE_ARGS } from './server-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `instances` servers and nginx in front; answers { url, instances, nginx, stop() }.
 * `env` is added to every instance's environment (e.g. LOG_LEVEL).
 */
export async function startCluster({
  instances = 2,
  databaseUrl = process.env.DATABASE_URL,
  redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  port = 8080,
  dir = mkdtempSync(join(tmpdir(), 'quizzical-cluster-')),
  env = {},
} = {}) {
  if (!databaseUrl) throw new Error('Set DATABASE_URL: the instances share one PostgreSQL database.');
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-when-stale.mjs'), 'server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server build failed');
  mkdirSync(dir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const shared = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_URL: url,
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    ...env,
  };
  const started = [];
  const stopAll = async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(started.map((instance) => instance.stop()));
  };
  let nginx;
  try {
    // one at a time: the first migrates and seeds, the others find it done
    for (let i = 0; i < instances; i++) started.push(await startInstance(i, port + 1 + i, dir, shared));
    nginx = await startNginx(port, started, dir);
  } catch (error) {
    await stopAll();
    throw error;
  }
  // the servers and nginx do not outlive this process (a test run or a benchmark that ends abruptly)
  const orphans = () => {
    for (const child of [nginx, ...started.map((instance) => instance.process)])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', orphans);
  return {
    url,
    dir,
    instances: started,
    nginx,
    async stop({ keepDir = false } = {}) {
      process.off('exit', orphans);
      await stopAll();
      if (!keepDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startInstance(index, port, dir, env) {
  const dataDir = join(dir, `instance-${index + 1}`);
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dir, `instance-${index + 1}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await fetch(`${url}/api/config`, { signal: AbortSignal.timeout(1_000) })).ok,
    `instance ${index + 1}`,
    logFile,
    exited,
  );
  return {
    url,
    /** As nginx reports it in X-Upstream. */
    address: `127.0.0.1:${port}`,
    process: child,
    logFile,
    exited,
    /** SIGTERM (graceful), or SIGKILL after 15 s. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function startNginx(port, instances, dir) {
  const nginxDir = join(dir, 'nginx');
  mkdirSync(nginxDir, { recursive: true });
  // started as root, nginx's workers run as nobody: they write request bodies under nginxDir
  chmodSync(dir, 0o755);
  chmodSync(nginxDir, 0o777);
  const servers = instances
    .map((instance) => `    server ${instance.address} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const conf = readFileSync(join(root, 'scripts/nginx.conf.template'), 'utf8')
    .replaceAll('{{DIR}}', nginxDir)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{SERVERS}}', servers);
  const confFile = join(nginxDir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const bin = ['/usr/sbin/nginx', 'nginx'].find((candidate) => spawnSync(candidate, ['-v']).status === 0);
  if (!bin) throw new Error('nginx is not installed (Debian: apt-get install nginx-light or nginx)');
  const child = spawn(bin, ['-c', confFile, '-p', nginxDir, '-e', join(nginxDir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  await waitFor(
    async () =>
      (await fetch(`http://127.0.0.1:${port}/api/config`, { signal: AbortSignal.timeout(1_000) })).ok,
    'nginx',
    join(nginxDir, 'error.log'),
    exited,
  );
  return child;
}

async function waitFor(ready, what, logFile, exited, timeoutMs = 60_000) {
  let gone = false;
  exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    try {
      if (await ready()) return;
    } catch {}
    await sleep(100);
  }
  let tail = '';
  try {
    tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
  } catch {}
  throw new Error(
    `${what} ${gone ? 'exited' : `did not answer within ${timeoutMs / 1000} s`}; its log ends with:\n${tail}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const instances = Number(process.argv[2] ?? 2);
  if (!Number.isInteger(instances) || instances < 1) {
    console.error('Usage: npm run cluster -- [instances]  (DATABASE_URL required; REDIS_URL, PORT optional)');
    process.exit(2);
  }
  const cluster = await startCluster({ instances, port: Number(process.env.PORT ?? 8080) });
  console.log(`Quizzical on ${cluster.url}: nginx in front of ${instances} instances`);
  for (const instance of cluster.instances)
    console.log(`  ${instance.url} (pid ${instance.process.pid}, log ${instance.logFile})`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop({ keepDir: true });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
