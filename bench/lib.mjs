// Shared helpers of the benchmarks: a teacher account, a started quiz, autocannon runs, summaries.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_NODE_ARGS } from '../scripts/server-process.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
export let BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8000';
/** For a script that starts its own server (bench:faults): every helper below then talks to it. */
export function setBaseUrl(url) {
  BASE_URL = url;
}

/**
 * The environment of a server under benchmark: every simulated student and phone comes from this
 * machine's one address, far past the per-address caps meant for a school (docs/SECURITY.md).
 */
export const ONE_ADDRESS_ENV = {
  JOINS_PER_ADDRESS: '1000000',
  LIVE_STREAMS_PER_ADDRESS_PER_GAME: '1000000',
  LIVE_STREAMS_PER_ADDRESS: '1000000',
};

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// taken at import, before bench:faults routes fetch through its counter of network failures
const plainFetch = globalThis.fetch;

/** A free TCP port on 127.0.0.1, for a script that starts its own server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A bench's reference server (`bench/bare-*.mjs`, which prints "ready" once listening) in its own process
 * on a free port: node <script> <port> ...args. Answers its base URL, its pid and how to stop it.
 */
export async function startBareServer(script, ...args) {
  const port = await freePort();
  const child = spawn(process.execPath, [new URL(script, import.meta.url).pathname, String(port), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (data) => String(data).includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() };
}

/**
 * For a script that starts its own server: a new data directory (named from `prefix`) and a free port,
 * every helper here pointed at it. Answers its URL and the environment to start it (and to make its
 * accounts) with, `extra` added.
 */
export async function ownServer(prefix, extra = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  setBaseUrl(baseUrl);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extra,
  };
  return { dataDir, baseUrl, env };
}

/**
 * The arguments of `node` for a server a script starts itself: the compiled server, as `npm start` runs
 * it (built first when older than its sources).
 */
export function serverArgs() {
  execFileSync(process.execPath, [`${root}/scripts/build-when-stale.mjs`, 'server'], { stdio: 'inherit' });
  return SERVER_NODE_ARGS;
}

/** Waits until the server at `baseUrl` answers /api/config; else throws with the end of `logFile`. */
export async function waitReady(baseUrl, logFile, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await plainFetch(`${baseUrl}/api/config`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) return;
    } catch {}
    await sleep(100);
  }
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s; its log ends with:\n${tail}`);
}

export function requirePostgres() {
  if (!process.env.DATABASE_URL) {
    console.error(
      'Set DATABASE_URL to the PostgreSQL database the server under test uses (see bench/README.md).',
    );
    process.exit(2);
  }
  return process.env.DATABASE_URL;
}

/** A staff account (active at once) made with the project's own script, on the database of `env`. */
export function createStaff(email, password, env = process.env) {
  execFileSync('npm', ['run', '-s', 'staff', '--', '--email', email, '--password', password], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
}

/** Signs in; answers the access token. */
export async function login(email, password) {
  const res = await fetch(`${BASE_URL}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).access;
}

/** A staff teacher (staff accounts are active at once) made with the project's own script, then signed in. */
export async function teacherToken(email = 'bench-teacher@example.com', password = 'bench password 123') {
  createStaff(email, password);
  // a Pro licence, so the free plan's 5 active quizzes do not stop repeated runs
  const client = new pg.Client({ connectionString: requirePostgres() });
  await client.connect();
  await client.query(
    `insert into licenses (code, tier, valid_from, valid_to, user_id)
     select 'BENCH-' || id, 'P', '2000-01-01', '2999-12-31', id from users where email = $1
     on conflict (code) do nothing`,
    [email],
  );
  await client.end();
  return login(email, password);
}

export async function api(token, method, path, body) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** `count` questions with a formula each, their correct answers cycling through 1 to 4. */
export const benchQuestions = (count) =>
  Array.from({ length: count }, (_, i) => ({
    text: `Question ${i + 1}: $x_${i} = ?$`,
    answer1: 'one',
    answer2: 'two',
    answer3: 'three',
    answer4: 'four',
    correct_answer: (i % 4) + 1,
  }));

const MIXED_TYPES = ['single', 'true_false', 'multiple', 'text', 'numeric', 'ordering', 'poll'];

/** The seven question types in turn (TYPES=mixed), each with a key that some of the bench's answers hit. */
export const mixedQuestions = (count) =>
  benchQuestions(count).map((question, i) => {
    const type = MIXED_TYPES[i % MIXED_TYPES.length];
    const typed = { ...question, type, correct_answer: 1 };
    if (type === 'true_false') return { ...typed, answer1: '', answer2: '', answer3: '', answer4: '' };
    if (type === 'multiple') return { ...typed, correct_answers: [1, 3] };
    if (type === 'text') return { ...typed, accepted_answers: ['Paris', 'Lutetia'] };
    if (type === 'numeric') return { ...typed, correct_value: 2.5, tolerance: 0.01 };
    return typed;
  });

/**
 * The i-th bench answer to a question, in its type's shape: right about one time in four (mixedQuestions'
 * keys). `question`: a taking question (`type`) or a live player's state (`question_type`, `items`);
 * bench:students and bench:host both answer with it.
 */
export function benchAnswer(question, i) {
  switch (question.type ?? question.question_type ?? 'single') {
    case 'true_false':
      return (i % 2) + 1;
    case 'multiple':
      return i % 4 === 0 ? [1, 3] : [(i % 4) + 1];
    case 'text':
      return i % 4 === 0 ? ' paris ' : `guess ${i % 7}`;
    case 'numeric':
      return i % 4 === 0 ? 2.505 : i % 10;
    case 'ordering': {
      const slots = Array.from({ length: question.items?.length ?? 4 }, (_, slot) => slot + 1);
      return i % 2 === 0 ? slots : slots.reverse();
    }
    default:
      return (i % 4) + 1;
  }
}

/** A started quiz of `questions` questions (made by `make`), duration long enough for the run. */
export async function startedQuiz(token, questions, title = 'Benchmark quiz', make = benchQuestions) {
  const quiz = await api(token, 'POST', '/api/quizz', {
    title,
    duration: 240,
    questions: make(questions),
  });
  await api(token, 'POST', `/api/quizz/_start_now/${quiz.code}`);
  return quiz;
}

/**
 * What a seeded student answers, as session_answers stores it: one choice as its number (`answer`),
 * the other types encoded in `response` (common's encodeAnswer). Right is mixedQuestions' key (or
 * benchQuestions'); the wrong answers are worth nothing, partial credit included, so a session's score
 * is its right answers over its scored questions, as the server's end and regrade compute it.
 */
const ONE_CHOICE = `q.type in ('single', 'true_false', 'poll')`;
const SEEDED_ANSWER = `case
    when q.type = 'true_false' then case when x.right then q.correct_answer else (q.correct_answer % 2) + 1 end
    when ${ONE_CHOICE} then case when x.right then q.correct_answer else (q.correct_answer % 4) + 1 end
    else 0 end`;
const RIGHT_RESPONSE = `case q.type when 'multiple' then '13' when 'text' then 'Paris' when 'numeric' then '2.5'
    when 'ordering' then '1234' end`;
const WRONG_RESPONSE = `case q.type when 'multiple' then '24' when 'text' then 'Lyon' when 'numeric' then '7'
    when 'ordering' then '4321' end`;
const SEEDED_RESPONSE = `case when ${ONE_CHOICE} then null when x.right then ${RIGHT_RESPONSE} else ${WRONG_RESPONSE} end`;

/**
 * Seeds `count` sessions of the quiz `quizId` straight into the database (`client`: a connected pg client),
 * ids `<prefix>-<quiz id>-<n>`, joined over the last minute as a class does (never two in the same
 * microsecond), each ending `hours` after its start, each with an answer to every question in its type's
 * stored shape (about 70 % correct): a class that answered everything, in seconds instead of hours of saves.
 */
export async function seedAnsweredSessions(client, quizId, count, { prefix, hours }) {
  await client.query(
    `insert into quiz_sessions (id, quiz_id, first_name, last_name, start_date, end_date, order_seed)
     select $3::text || '-' || $1::int || '-' || g, $1::int, 'First' || g, 'Last' || g, j.at,
       j.at + make_interval(hours => $4::int), g
     from generate_series(1, $2) g
     cross join lateral (select now() - make_interval(secs => 60.0 * ($2 - g) / $2) as at) j`,
    [quizId, count, prefix, hours],
  );
  await client.query(
    `insert into session_answers (session_id, question_id, quiz_id, answer, response, saved_at)
     select s.id, q.id, $1, ${SEEDED_ANSWER}, ${SEEDED_RESPONSE}, now()
     from quiz_sessions s cross join questions q
     -- one draw per answer: the lateral subquery names the row, so it is not run once for all
     cross join lateral (select random() < 0.7 + 0 * q.id as right) x
     where s.quiz_id = $1 and q.quiz_id = $1`,
    [quizId],
  );
}

/**
 * Ends every seeded session of the quiz as the server ends one: its score (right answers over scored
 * questions), its correct count and its answers as lib/final-answers.ts stores them (digits when every
 * question is one choice, else a JSON array of the encoded answers); `extra`, more columns set by SQL (a
 * comment, a rating).
 */
export async function endSeededSessions(client, quizId, extra = '') {
  await client.query(
    `update quiz_sessions s set finished = true, finished_at = now(), ${extra}
       correct_count = c.n, score = c.n::float8 / c.scored, final_answers = c.answers
     from (select a.session_id,
             count(*) filter (where (q.type in ('single', 'true_false') and a.answer = q.correct_answer)
               or a.response = ${RIGHT_RESPONSE}) n,
             count(*) filter (where q.type <> 'poll') scored,
             case when bool_and(${ONE_CHOICE})
               then string_agg(a.answer::text, '' order by q.position, q.id)
               else json_agg(coalesce(a.response, a.answer::text) order by q.position, q.id)::text end answers
           from session_answers a join questions q on q.id = a.question_id where a.quiz_id = $1 group by a.session_id) c
     where c.session_id = s.id`,
    [quizId],
  );
}

const TICKS_PER_SECOND = 100; // Linux's clock ticks in /proc

/** CPU ms (user + system) a process has used, from /proc (Linux); 0 once it is gone. */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU ms of each PostgreSQL backend serving `database`, by pid (backends of other databases left out). */
export async function backendsCpuMs(client, database) {
  const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [database]);
  return new Map(rows.map((row) => [row.pid, processCpuMs(row.pid)]));
}

/** The machine's busy and elapsed clock ticks over all its cores, from /proc/stat. */
function machineTicks() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + ticks[4]; // idle and iowait
  const all = ticks.reduce((sum, tick) => sum + tick, 0);
  return { busy: all - idle, all };
}

/**
 * Starts measuring the CPU of a run's parts; `stop()` answers each part's CPU ms over the run and the
 * machine's busy cores. A part is a function reading a CPU ms total, or (for the PostgreSQL backends, whose
 * pool may open new ones during the run) a function answering a Map of totals by pid.
 */
export async function cpuMeter(parts) {
  const read = async () =>
    Object.fromEntries(await Promise.all(Object.entries(parts).map(async ([name, f]) => [name, await f()])));
  const before = await read();
  const machineBefore = machineTicks();
  return async function stop() {
    const machine = machineTicks();
    const after = await read();
    const used = {};
    for (const [name, total] of Object.entries(after)) {
      if (total instanceof Map) {
        used[name] = 0;
        for (const [pid, ms] of total) used[name] += ms - (before[name].get(pid) ?? 0);
      } else used[name] = total - before[name];
    }
    const busyCores =
      (availableParallelism() * (machine.busy - machineBefore.busy)) / (machine.all - machineBefore.all);
    return { used, busyCores };
  };
}

export function run({ onResponse, ...options }) {
  // autocannon refuses fewer requests (`amount`) than connections (50 students on 100 connections)
  const connections =
    options.amount === undefined
      ? options.connections
      : Math.max(1, Math.min(options.connections ?? 10, options.amount));
  return new Promise((resolve, reject) => {
    // autocannon notices the end of a run of `amount` requests only at its next whole-second tick, and its
    // `duration` counts until then: up to a second too many, 20 % of a 5-second reference. `elapsed` is
    // the run's own time, from its start to its last response.
    const started = performance.now();
    let lastResponse = started;
    const instance = autocannon({ url: BASE_URL, ...options, connections }, (error, result) =>
      error ? reject(error) : resolve({ ...result, elapsed: (lastResponse - started) / 1000 }),
    );
    instance.on('response', (_client, _status, _bytes, ms) => {
      lastResponse = performance.now();
      // each response's latency in ms with its fraction (autocannon's percentiles are whole milliseconds)
      onResponse?.(ms);
    });
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    });
  });
}

export const summary = (name, r, count) => {
  const seconds = r.elapsed;
  return {
    name,
    requests: count ?? r.requests.total,
    'req/s': Math.round((count ?? r.requests.total) / seconds),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    errors: r.errors + r.timeouts + r.non2xx,
    seconds: Math.round(seconds * 10) / 10,
  };
};
