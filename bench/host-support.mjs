// Helpers of bench/host.mjs (a hosted live game at scale): the player workers' control, the reference
// server, the app's start (one instance, or a cluster), the host's event stream, /proc readings.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { startCluster } from '../scripts/cluster.mjs';
import { ONE_ADDRESS_ENV, root, serverArgs, sleep, waitReady } from './lib.mjs';

const env = process.env;
/** Players' worker threads (2: the client gets the machine's two cores when it needs them). */
const WORKERS = Number(env.WORKERS ?? 2);
/** How long to wait for a step to reach every player, or for a burst of answers to be acknowledged. */
export const STEP_TIMEOUT_MS = Number(env.STEP_TIMEOUT_MS ?? 60_000);
export const now = () => performance.timeOrigin + performance.now();
const started = now();
export const log = (...a) => console.log(`[${log.elapsed().padStart(6)} s]`, ...a);
log.elapsed = () => ((now() - started) / 1000).toFixed(1);

// ------------------------------------------------------------------------------------- measuring
const TICK = 100;
/** CPU seconds of a process (user + system; `system` alone: the kernel's share, sockets mostly). */
export const cpuOf = (pid, { system = false } = {}) => {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((system ? 0 : Number(f[11])) + Number(f[12])) / TICK;
  } catch {
    return 0;
  }
};
/**
 * CPU seconds per phase of the server instances `pids`, the PostgreSQL backends of database `db` (read from
 * pg_stat_activity through `admin`) and this process (all its threads): cpuSince(cpuNow(), phase) adds up.
 */
export function cpuMeter(admin, db, pids) {
  const rows = [];
  async function cpuNow() {
    const backends = await admin.query('select pid from pg_stat_activity where datname = $1', [db]);
    const { user, system } = process.cpuUsage();
    return {
      server: pids.reduce((s, pid) => s + cpuOf(pid), 0),
      serverSystem: pids.reduce((s, pid) => s + cpuOf(pid, { system: true }), 0),
      backends: new Map(backends.rows.map((r) => [r.pid, cpuOf(r.pid)])),
      client: (user + system) / 1e6,
    };
  }
  async function cpuSince(before, phase) {
    const after = await cpuNow();
    let postgres = 0;
    for (const [pid, s] of after.backends) postgres += s - (before.backends.get(pid) ?? 0);
    let row = rows.find((r) => r.phase === phase);
    if (!row) {
      row = { phase, server: 0, serverSystem: 0, postgres: 0, client: 0 };
      rows.push(row);
    }
    row.server += after.server - before.server;
    row.serverSystem += after.serverSystem - before.serverSystem;
    row.postgres += postgres;
    row.client += after.client - before.client;
    return after;
  }
  return { cpuNow, cpuSince, cpuRows: rows };
}
const statusKb = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
export const rssKb = (pid) => statusKb(pid, 'VmRSS');
/** The process's peak resident set since the last resetPeakRss (the kernel's high-water mark), in KB. */
export const peakRssKb = (pid) => statusKb(pid, 'VmHWM');
/** Starts the high-water mark again from the current resident set (the server's start-up peak is not the game's). */
export function resetPeakRss(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {} // not allowed here: the peak then includes the start-up's
}
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (x) => (Number.isFinite(x) ? Math.round(x) : null);
/** Latencies (arrival - sentAt) of every player; missing arrivals counted apart. */
export function latencyRow(name, sentAt, times, extra = {}) {
  const got = times.filter((t) => !Number.isNaN(t)).map((t) => t - sentAt);
  got.sort((a, b) => a - b);
  return {
    step: name,
    'p50 ms': round(pct(got, 50)),
    'p99 ms': round(pct(got, 99)),
    'max ms': round(got.at(-1)),
    missed: times.length - got.length,
    ...extra,
  };
}

// ------------------------------------------------------------------------------------- players
export function startWorkers(baseUrl, code, players, options = {}) {
  const per = Math.ceil(players / WORKERS);
  const workers = Array.from({ length: WORKERS }, (_, w) => {
    const worker = new Worker(new URL('./host-players.mjs', import.meta.url), {
      workerData: {
        baseUrl,
        code,
        from: w * per,
        count: Math.max(0, Math.min(per, players - w * per)),
        joinConcurrency: 25,
        answerSockets: Number(env.ANSWER_SOCKETS ?? 100),
        answer: true,
        answerDelayMs: Number(env.ANSWER_DELAY_MS ?? 0),
        reference: false,
        ...options,
      },
    });
    worker.inbox = [];
    worker.waiters = [];
    worker.on('message', (m) => {
      const i = worker.waiters.findIndex((w) => w.match(m));
      if (i === -1) worker.inbox.push(m);
      else worker.waiters.splice(i, 1)[0].resolve(m);
    });
    worker.on('error', (e) => console.error('player worker failed:', e));
    return worker;
  });
  /** The next message of each worker that `match`es (kept if it came early); null after `timeoutMs`. */
  const all = (match, timeoutMs = STEP_TIMEOUT_MS) =>
    Promise.all(
      workers.map((worker) => {
        const i = worker.inbox.findIndex(match);
        if (i !== -1) return worker.inbox.splice(i, 1)[0];
        return new Promise((resolve) => {
          const waiter = { match, resolve };
          worker.waiters.push(waiter);
          setTimeout(() => {
            const at = worker.waiters.indexOf(waiter);
            if (at !== -1) worker.waiters.splice(at, 1);
            resolve(null);
          }, timeoutMs);
        });
      }),
    );
  const send = (m) => {
    for (const w of workers) w.postMessage(m);
  };
  return {
    async ask(message, type) {
      send(message);
      return all((m) => m.type === type && (message.version === undefined || m.version === message.version));
    },
    /** Every player's arrival time of `version` (NaN: never arrived) once all have it or after the timeout. */
    async arrivals(version) {
      await all((m) => m.type === 'complete' && m.version === version);
      send({ type: 'times', version });
      return (await all((m) => m.type === 'times' && m.version === version)).flatMap((m) => m.times);
    },
    answered: (version) => all((m) => m.type === 'answered' && m.version === version),
    async close() {
      const replies = await this.ask({ type: 'close' }, 'closed');
      await Promise.all(workers.map((w) => w.terminate()));
      return replies.map((r) => r?.errors);
    },
  };
}

// ------------------------------------------------------------------------------------- reference
/** A bare node:http server that broadcasts a playerState-sized frame per stream on POST /next. */
const REFERENCE_SERVER = `
import http from 'node:http';
const streams = new Map();
let version = 0;
const state = (name) => ({ code: 'ABCDEF', title: 'Benchmark quiz', status: 1, step: 'question', version, name,
  question_index: version, num_questions: 10, question: { id: 123456, text: 'Question 1: $x_1 = ?$', answer1: 'one',
  answer2: 'two', answer3: 'three', answer4: 'four', smallImageUrl: '', bigImageUrl: '' }, answer_count: 4,
  question_time: 60, question_started_at: new Date().toISOString(), question_ends_at: new Date().toISOString(),
  time_left_ms: 60000, answer: null, correct_answer: null, correct: null, points_gained: null, points: 0,
  rank: null, player_count: streams.size, finished: false, score: null });
const frame = (name) => 'event: state\\ndata: ' + JSON.stringify(state(name)) + '\\n\\n';
http.createServer((req, res) => {
  if (req.url.startsWith('/events')) {
    const name = new URL(req.url, 'http://x').searchParams.get('session_id');
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write(frame(name));
    streams.set(res, name);
    res.on('close', () => streams.delete(res));
  } else if (req.url === '/next') {
    version++;
    for (const [stream, name] of streams) stream.write(frame(name));
    res.end(JSON.stringify({ version }));
  } else res.end('{}');
}).listen(process.env.PORT, '127.0.0.1');`;

export async function reference(port, players) {
  const server = spawn(process.execPath, ['--input-type=module', '-e', REFERENCE_SERVER], {
    stdio: 'inherit',
    env: { ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReadyAt(url);
    const workers = startWorkers(url, 'REF', players, { reference: true, answer: false });
    await workers.ask({ type: 'join' }, 'joined');
    const opened = await workers.ask({ type: 'open' }, 'opened');
    const rows = [];
    const pooled = [];
    for (let i = 0; i < 5; i++) {
      const cpu = cpuOf(server.pid);
      const sentAt = now();
      const { version } = await (await fetch(`${url}/next`, { method: 'POST' })).json();
      const times = await workers.arrivals(version);
      pooled.push(...times.map((t) => t - sentAt));
      rows.push(
        latencyRow(`reference broadcast ${i + 1}`, sentAt, times, {
          'server CPU ms': Math.round((cpuOf(server.pid) - cpu) * 1000),
        }),
      );
      await sleep(500);
    }
    await workers.close();
    log(`reference: ${opened.reduce((s, m) => s + (m?.open ?? 0), 0)} streams on a bare node:http server`);
    // the goals are ratios to this: the p99 over the 5 broadcasts' arrivals, pooled
    return { rows, pooled: latencyRow('reference, 5 broadcasts pooled', 0, pooled) };
  } finally {
    server.kill();
  }
}
async function waitReadyAt(url) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/x`);
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`nothing answers at ${url}`);
}

// ------------------------------------------------------------------------------------- the app
/** The app under test on `databaseUrl`: pids, URLs for the host and the players, stop(). */
export async function startApp(databaseUrl, port, instances) {
  if (instances > 1) {
    const cluster = await startCluster({
      instances,
      databaseUrl,
      port,
      env: { LOG_LEVEL: 'warn', ...ONE_ADDRESS_ENV },
    });
    const [host, players] = [cluster.instances[0], cluster.instances.at(-1)];
    return {
      hostUrl: host.url,
      playersUrl: players.url,
      pids: cluster.instances.map((i) => i.process.pid),
      playersPid: players.process.pid,
      stop: () => cluster.stop(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'qz-bench-host-'));
  const logFile = join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  const url = `http://127.0.0.1:${port}`;
  // PROFILE=<dir>: V8's CPU profile of the server, written there when it stops (Chrome DevTools opens it)
  const profile = env.PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${env.PROFILE}`] : [];
  // loop-delay.mjs: the main thread's event-loop delay per step, asked over IPC
  const loopDelayArgs = ['--import', join(root, 'bench/loop-delay.mjs')];
  const child = spawn(process.execPath, [...profile, ...loopDelayArgs, ...serverArgs()], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_DIST: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      ...ONE_ADDRESS_ENV,
    },
    stdio: ['ignore', out, out, 'ipc'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  await waitReady(url, logFile);
  return {
    hostUrl: url,
    playersUrl: url,
    pids: [child.pid],
    playersPid: child.pid,
    logFile,
    loopDelay: {
      reset: () => child.send('reset'),
      /** { p50, p99, max, samples } in ms since the last reset */
      report: () =>
        new Promise((resolve) => {
          child.once('message', resolve);
          child.send('report');
        }),
      /** the heap's live objects in MB, after a full collection (a pause of its own: between steps only) */
      liveHeapMb: () =>
        new Promise((resolve) => {
          child.once('message', (m) => resolve(m.liveHeapMb));
          child.send('live-heap');
        }),
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      // the server's warnings (a slow step says where its time went) before its log goes
      const warnings = readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"level":40'));
      if (warnings.length) log(`server warnings:\n${warnings.join('\n')}`);
      if (!env.KEEP) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The host's own event stream: the time each version's frame reached it, and the frame. */
export function hostStream(url, code, token) {
  const seen = new Map();
  let buffer = '';
  const req = http.get(
    `${url}/api/quizz/${code}/live/_events`,
    { headers: { authorization: `Bearer ${token}` } },
    (res) => {
      if (res.statusCode !== 200) log(`host stream: ${res.statusCode}`);
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!frame.includes('event: state')) continue;
          const state = JSON.parse(frame.slice(frame.indexOf('data: ') + 6).split('\n')[0]);
          if (!seen.has(state.version)) seen.set(state.version, { at: now(), state });
          seen.get(state.version).latest = state;
        }
      });
    },
  );
  req.on('error', (e) => log('host stream:', e.message));
  return { seen, close: () => req.destroy() };
}
