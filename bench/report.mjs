// npm run bench:report -- [participants...]   (default 1000 10000)
// Seeds N participants × 40 questions straight into PostgreSQL, then measures the results report
// (GET /api/quizz/{code}/responses), first while every session is still open (live, mid-exam), then
// after all have ended: rebuilt after a change ("fresh") and served from the report cache ("cached"). The
// reference of the cached report, measured right after it: a bare Fastify route (bare-report.mjs, its own
// process) sending the same bytes with the same headers. Goal: cached p50 <= 1.5x the bare route's.
// TYPES=mixed: the quiz's questions are the seven types in turn (lib.mjs mixedQuestions), each answered
// in its type's stored shape, right about 70 % of the time, and ended as the server ends such a session.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  api,
  BASE_URL,
  benchQuestions,
  endSeededSessions,
  mixedQuestions,
  requirePostgres,
  run,
  seedAnsweredSessions,
  startBareServer,
  startedQuiz,
  teacherToken,
} from './lib.mjs';
import { quantile } from './pgbench.mjs';

const GOAL_RATIO = 1.5;

const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const QUESTIONS = 40;
const MIXED = process.env.TYPES === 'mixed';
const databaseUrl = requirePostgres();
const token = await teacherToken();
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();

const loadBefore = loadavg()[0];
const rows = [];
for (const n of SIZES.length ? SIZES : [1_000, 10_000]) {
  const quiz = await startedQuiz(
    token,
    QUESTIONS,
    `Report benchmark ${n}${MIXED ? ' (mixed types)' : ''}`,
    MIXED ? mixedQuestions : benchQuestions,
  );
  const started = Date.now();
  // each participant answers each question (about 70 % correct), then ends
  await seedAnsweredSessions(client, quiz.id, n, { prefix: 'bench', hours: 1 });
  await client.query('analyze quiz_sessions; analyze session_answers');
  const seeded = Date.now() - started;
  rows.push(await measure(quiz, n, 'open', seeded));
  await endSeededSessions(client, quiz.id, `comment = 'ok', rating = 1 + (s.order_seed % 5),`);
  await client.query('analyze quiz_sessions');
  rows.push(await measure(quiz, n, 'ended', seeded));
}

/**
 * Fresh: the report rebuilt after a change (a NOTIFY on the event channel, as another server instance
 * sends after a save, empties the server's report cache). Cached: every viewer's reload between changes.
 */
async function measure(quiz, n, sessions, seeded) {
  const path = `/api/quizz/${quiz.code}/responses`;
  const fresh = [];
  for (let round = 0; round < (n >= 10_000 ? 10 : 20); round++) {
    await client.query(`select pg_notify('quiz_events', $1)`, [String(quiz.id)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    // as a browser asks: gzip accepted (the server compresses the report once per change)
    const res = await fetch(`${BASE_URL}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    await res.text(); // the whole body received and inflated; not parsed, as autocannon does not parse either
    fresh.push(performance.now() - started);
  }
  fresh.sort((a, b) => a - b);
  const auth = { authorization: `Bearer ${token}` };
  // the stored bytes, as the app sends them, for the bare route
  const identity = await rawGet(path, auth);
  const gzipped = await rawGet(path, { ...auth, 'accept-encoding': 'gzip' });
  const revalidated = await rawGet(path, { ...auth, 'if-none-match': identity.headers.etag ?? '"none"' });
  const bare = await bareServer(identity.body, gzipped.body);
  // percentiles to a tenth of a millisecond: at 3–5 ms, whole milliseconds cannot tell 1.4× from 1.7×
  const timed = async (url, headers) => {
    const latencies = [];
    const r = await run({
      url,
      connections: 1,
      amount: 200,
      headers,
      requests: [{ method: 'GET' }],
      onResponse: (ms) => latencies.push(ms),
    });
    latencies.sort((a, b) => a - b);
    const at = (q) => Math.round(quantile(latencies, q) * 10) / 10;
    return { p50: at(0.5), p99: at(0.99), errors: r.errors + r.non2xx };
  };
  let cached;
  let cachedGzip;
  let bareIdentity;
  let bareGzip;
  try {
    cached = await timed(`${BASE_URL}${path}`, auth);
    bareIdentity = await timed(bare.url, {});
    cachedGzip = await timed(`${BASE_URL}${path}`, { ...auth, 'accept-encoding': 'gzip' });
    bareGzip = await timed(bare.url, { 'accept-encoding': 'gzip' });
  } finally {
    bare.stop();
  }
  const ratio = (app, ref) => Math.round((app.p50 / ref.p50) * 100) / 100;
  const body = await api(token, 'GET', path);
  const finished = sessions === 'ended' ? n : 0;
  return {
    participants: n,
    questions: `${QUESTIONS}${MIXED ? ' mixed' : ''}`,
    sessions,
    'fresh p50 ms': Math.round(fresh[Math.floor(fresh.length / 2)]),
    'fresh max ms': Math.round(fresh.at(-1)),
    'cached p50 / p99 ms': `${cached.p50} / ${cached.p99}`,
    'bare p50 / p99 ms': `${bareIdentity.p50} / ${bareIdentity.p99}`,
    'cached ÷ bare': ratio(cached, bareIdentity),
    'cached gzip p50 / p99 ms': `${cachedGzip.p50} / ${cachedGzip.p99}`,
    'bare gzip p50 / p99 ms': `${bareGzip.p50} / ${bareGzip.p99}`,
    'gzip ÷ bare': ratio(cachedGzip, bareGzip),
    goal:
      ratio(cached, bareIdentity) <= GOAL_RATIO && ratio(cachedGzip, bareGzip) <= GOAL_RATIO ? 'OK' : 'FAIL',
    KB: `${Math.round(identity.body.length / 1024)} (gzip ${Math.round(gzipped.body.length / 1024)})`,
    'on 304': revalidated.status,
    errors: cached.errors + cachedGzip.errors + bareIdentity.errors + bareGzip.errors,
    'seed s': Math.round(seeded / 100) / 10,
    check:
      body.num_responses === n &&
      body.num_finished === finished &&
      body.raw_data.every(
        (r) =>
          r.answers.length === QUESTIONS &&
          r.answers.every(MIXED ? (a) => a !== null : (a) => a >= 1 && a <= 4),
      )
        ? 'ok'
        : 'MISMATCH',
  };
}
/** A GET's status, headers and body bytes as sent (no decoding). */
function rawGet(path, headers) {
  return new Promise((resolve, reject) => {
    const req = request(`${BASE_URL}${path}`, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** bare-report.mjs on a free port, serving `identity` and `gzipped`. */
async function bareServer(identity, gzipped) {
  const dir = mkdtempSync(join(tmpdir(), 'qz-bare-report-'));
  writeFileSync(join(dir, 'report.json'), identity);
  writeFileSync(join(dir, 'report.json.gz'), gzipped);
  const bare = await startBareServer(
    './bare-report.mjs',
    join(dir, 'report.json'),
    join(dir, 'report.json.gz'),
  );
  return {
    url: `${bare.url}/report`,
    stop: () => {
      bare.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

await client.end();
console.log(
  `Results report against ${BASE_URL}; reference: a bare Fastify route sending the same bytes (1 connection, ` +
    `200 requests each); goal: cached p50 <= ${GOAL_RATIO}x the bare route's; load average ${loadBefore.toFixed(1)} -> ${loadavg()[0].toFixed(1)}`,
);
console.table(rows);
