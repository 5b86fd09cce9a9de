// npm run bench:students -- [students] [questions]
// N students join one quiz at once, each answers Q questions, then ends. Each student first does what a
// browser does: opens /q/{code} and loads the JavaScript and CSS of the page and of the student routes
// (compressed when the server offers it, each immutable asset once), then joins; then it opens the link
// again (index.html revalidated, the assets from its cache). Prints bytes per student, joins/s including
// the assets, saves/s, p50/p99 latency and errors, checks in the database that every answer is stored,
// and compares the save rate with a raw single-row upsert measured by pgbench on the same machine.
// TYPES=mixed: the quiz's questions are the seven types in turn, each answered in its type's shape.
// PAGE=0 joins without loading the page (the API alone, as before). SERVER_PID=<pid of the server> adds
// the server's CPU time per student and per save (from /proc), a measure that other load on the machine
// hardly moves. Right before and right after the saves, the same saves (same bodies, paths, connections and
// client) go to a bare Fastify route in its own process (bare-save.mjs): the mean of its two req/s and CPU
// per request is the reference, and the app's saves/s ÷ the bare route's req/s the ratio (BARE=0 skips it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import pg from 'pg';
import {
  BASE_URL,
  backendsCpuMs,
  benchAnswer,
  benchQuestions,
  cpuMeter,
  mixedQuestions,
  processCpuMs,
  requirePostgres,
  root,
  run,
  startBareServer,
  startedQuiz,
  summary,
  teacherToken,
} from './lib.mjs';
import {
  ACCEPT_ENCODING,
  createBrowser,
  createClient,
  decodeBody,
  readManifest,
  studentRouteAssets,
} from './page.mjs';

const STUDENTS = Number(process.argv[2] ?? 10_000);
const QUESTIONS = Number(process.argv[3] ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const PAGE = process.env.PAGE !== '0';
// the build the server serves (same variable and default as the server), for its Vite manifest
const WEB_DIST = process.env.WEB_DIST
  ? isAbsolute(process.env.WEB_DIST)
    ? process.env.WEB_DIST
    : resolve(root, process.env.WEB_DIST)
  : join(root, 'web/dist');
const databaseUrl = requirePostgres();

const token = await teacherToken();
const MIXED = process.env.TYPES === 'mixed';
const quiz = await startedQuiz(token, QUESTIONS, 'Benchmark quiz', MIXED ? mixedQuestions : benchQuestions);
console.log(
  `Quiz ${quiz.code}: ${STUDENTS} students × ${QUESTIONS} questions${MIXED ? ' (seven types)' : ''} against ${BASE_URL} (${CONNECTIONS} connections)`,
);

// 1. Everyone opens the page and joins at once: CONNECTIONS students at a time, each one's assets in
// parallel on the shared keep-alive connections. With route chunks lazy-loaded, the chunks of the
// student routes (and KaTeX: the bench's questions have formulas) come from the Vite manifest.
const manifest = readManifest(WEB_DIST);
const manifestAssets = studentRouteAssets(manifest, { dynamic: /katex/i });
const http = createClient(BASE_URL, CONNECTIONS);
const sessions = [];
const browsers = [];

/**
 * CPU time (ms) the server process has used, read from /proc when SERVER_PID names it (Linux): unlike
 * students/s it does not depend on what else the machine is doing.
 */
const serverCpuMs = (pid = process.env.SERVER_PID) => (pid ? processCpuMs(pid) : null);

/** Runs `visit(i)` for every student, CONNECTIONS at a time; answers the phase's timings. */
async function phase(visit) {
  let next = 0;
  let errors = 0;
  const times = [];
  const cpuBefore = serverCpuMs();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < STUDENTS) {
        const i = next++;
        const t0 = performance.now();
        try {
          await visit(i);
        } catch (error) {
          if (errors++ < 3) console.warn(`student ${i}:`, error.message);
        }
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = cpuBefore === null ? null : serverCpuMs() - cpuBefore;
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]);
  return { seconds, errors, cpuMs, p50: at(0.5), p99: at(0.99), max: Math.round(times.at(-1)) };
}

const firstVisit = await phase(async (i) => {
  const browser = createBrowser(http, { manifestAssets });
  browsers[i] = browser;
  if (PAGE) await browser.visit(`/q/${quiz.code}`);
  const res = await http.request(
    'POST',
    `/api/quizz/response/_start/${quiz.code}`,
    { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING },
    '{}',
  );
  browser.count(res);
  if (res.status !== 201) throw new Error(`join: ${res.status}`);
  sessions.push(JSON.parse(decodeBody(res).toString('utf8')).response.session_id);
});
const firstStats = browsers.map((b) => ({ ...b.stats }));
// 1b. A second visit (the link opened again): index.html revalidated, the assets from the cache.
const secondVisit = PAGE ? await phase((i) => browsers[i].visit(`/q/${quiz.code}`)) : null;
http.close();

const perStudent = (stats, key) => stats.reduce((sum, s) => sum + s[key], 0) / stats.length;
const pageRows = [
  { name: 'first visit', stats: firstStats, timing: firstVisit },
  ...(secondVisit
    ? [
        {
          name: 'second visit',
          stats: browsers.map((b, i) => {
            const s = {};
            for (const key of Object.keys(b.stats)) s[key] = b.stats[key] - firstStats[i][key];
            return s;
          }),
          timing: secondVisit,
        },
      ]
    : []),
].map(({ name, stats, timing }) => ({
  name,
  'requests/student': Math.round(perStudent(stats, 'requests') * 10) / 10,
  'wire KB/student': Math.round(perStudent(stats, 'wireBytes') / 102.4) / 10,
  'decoded KB/student': Math.round(perStudent(stats, 'decodedBytes') / 102.4) / 10,
  '304s/student': Math.round(perStudent(stats, 'notModified') * 10) / 10,
  'students/s': Math.round(STUDENTS / timing.seconds),
  'p50 ms': timing.p50,
  'p99 ms': timing.p99,
  errors: timing.errors + stats.reduce((sum, s) => sum + s.errors, 0),
  seconds: Math.round(timing.seconds * 10) / 10,
  ...(timing.cpuMs !== null && {
    'server CPU ms/student': Math.round((timing.cpuMs / STUDENTS) * 100) / 100,
  }),
}));
const joins = {
  name: PAGE ? 'page+join' : 'join',
  requests: sessions.length,
  'req/s': Math.round(sessions.length / firstVisit.seconds),
  'p50 ms': firstVisit.p50,
  'p99 ms': firstVisit.p99,
  'max ms': firstVisit.max,
  errors: firstVisit.errors,
  seconds: Math.round(firstVisit.seconds * 10) / 10,
  ...(firstVisit.cpuMs !== null && {
    'server CPU ms/join': Math.round((firstVisit.cpuMs / STUDENTS) * 100) / 100,
  }),
};

// 2. Each student answers every question (question-major order, as a class progresses together).
const total = sessions.length * QUESTIONS;
/** The saves as autocannon sends them, to `url`: the app, then the bare route with the same requests. */
function runSaves(url) {
  let next = 0;
  return run({
    url,
    connections: CONNECTIONS,
    amount: total,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING },
        setupRequest: (request) => {
          const i = next++ % total;
          const session = sessions[i % sessions.length];
          const question = quiz.questions[Math.floor(i / sessions.length)];
          request.path = `/api/quizz/response/_save/${quiz.code}?session_id=${session}`;
          request.body = JSON.stringify({ key: question.id, answer: benchAnswer(question, i) });
          return request;
        },
      },
    ],
  });
}
// 2a. The reference: the same saves to a bare Fastify route in its own process, right before the app's
// saves and right after them. These machines' speed drifts within minutes (the bare route alone read
// 12,500 and 22,500 req/s ten minutes apart): the two runs bracket the app's, and their mean is the
// reference.
const bare = process.env.BARE === '0' ? null : await startBareServer('./bare-save.mjs');
// The CPU of every part of a save, to tell what two cores can carry: the server, the PostgreSQL backends of
// this database and this process (autocannon runs in it); for the bare route, its server and this process.
// The same connection checks afterwards that nothing was lost.
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const database = new URL(databaseUrl).pathname.slice(1);
const loadGenerator = () => processCpuMs(process.pid);
/** The bare route's run and the CPU its parts used. */
async function bareSaves() {
  const stop = await cpuMeter({ server: () => processCpuMs(bare.pid), 'load generator': loadGenerator });
  const result = await runSaves(bare.url);
  return { result, ...(await stop()) };
}
/** The app's saves, bracketed by the bare route's when it runs; the bare server stops whatever happens. */
const bareRuns = [];
let saves;
let savesCpu;
try {
  if (bare) bareRuns.push(await bareSaves());
  const stop = await cpuMeter({
    server: () => serverCpuMs() ?? 0,
    PostgreSQL: () => backendsCpuMs(client, database),
    'load generator': loadGenerator,
  });
  saves = await runSaves(BASE_URL);
  savesCpu = await stop();
  if (bare) bareRuns.push(await bareSaves());
} finally {
  bare?.stop();
}
const savesCpuMs = process.env.SERVER_PID ? savesCpu.used.server : null;

// 3. Everyone ends.
let endIndex = 0;
const ends = await run({
  connections: CONNECTIONS,
  amount: sessions.length,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING },
      body: '{}',
      setupRequest: (request) => {
        request.path = `/api/quizz/response/_end/${quiz.code}/${sessions[endIndex++ % sessions.length]}`;
        return request;
      },
    },
  ],
});

// 4. Nothing lost: every answer and every end is in the database.
const stored = await client.query(
  `select (select count(*)::int from session_answers where quiz_id = $1) as answers,
          (select count(*)::int from quiz_sessions where quiz_id = $1) as sessions,
          (select count(*)::int from quiz_sessions where quiz_id = $1 and finished) as finished`,
  [quiz.id],
);
await client.end();
const { answers, sessions: storedSessions, finished } = stored.rows[0];

// 5. The floor: a raw single-row upsert through pgbench, same machine, same connection count.
let pgbenchTps = null;
// PGBENCH=0 skips it (bench/cluster.mjs measures it once for its runs)
if (process.env.PGBENCH !== '0')
  try {
    const dir = mkdtempSync(join(tmpdir(), 'qz-pgbench-'));
    const script = join(dir, 'upsert.sql');
    writeFileSync(
      script,
      `\\set s random(1, 100000)\n\\set q random(1, 40)\ninsert into bench_upsert (s, q, answer, saved_at) values (:s, :q, 1, now()) on conflict (s, q) do update set answer = excluded.answer, saved_at = excluded.saved_at;\n`,
    );
    execFileSync('psql', [
      databaseUrl,
      '-qc',
      'create table if not exists bench_upsert (s int, q int, answer smallint, saved_at timestamptz, primary key (s, q))',
    ]);
    const out = execFileSync(
      'pgbench',
      ['-n', '-c', String(Math.min(CONNECTIONS, 20)), '-j', '2', '-T', '10', '-f', script, databaseUrl],
      { encoding: 'utf8' },
    );
    pgbenchTps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
    execFileSync('psql', [databaseUrl, '-qc', 'drop table bench_upsert']);
  } catch (error) {
    console.warn('pgbench not available:', error.message.split('\n')[0]);
  }

if (PAGE) {
  console.log(
    `Page: /q/${quiz.code} and ${manifest ? `${manifestAssets.length} student-route files from the Vite manifest` : 'no Vite manifest (only what index.html names)'}, accept-encoding: ${ACCEPT_ENCODING}`,
  );
  console.table(pageRows);
  const wire = perStudent(firstStats, 'wireBytes');
  console.log(
    `first visit: ${Math.round(wire / 1024)} KB per student on the wire (${(wire / 1e6).toFixed(2)} MB; 10,000 students: ${((wire * 10_000) / 1e9).toFixed(2)} GB)`,
  );
}
/**
 * What two cores can carry: the CPU ms a save costs each part and in all, beside a bare request's, and
 * the most a save may cost in all for half the bare rate on the cores the bare runs kept busy.
 */
function printCpuBudget(bareRate, bareUsed, bareCores) {
  const perRequest = (used) => Object.entries(used).map(([part, ms]) => [part, ms / total]);
  const line = (parts) =>
    `${parts.map(([part, ms]) => `${part} ${ms.toFixed(3)}`).join(' · ')} · in all ${parts.reduce((sum, [, ms]) => sum + ms, 0).toFixed(3)}`;
  console.log(
    `CPU ms a save: ${line(perRequest(savesCpu.used))} (the machine ${savesCpu.busyCores.toFixed(2)} cores busy)`,
  );
  console.log(`CPU ms a bare request: ${line(perRequest(bareUsed))} (${bareCores.toFixed(2)} cores busy)`);
  console.log(
    `half the bare rate, ${Math.round(bareRate / 2)} saves/s, on the ${bareCores.toFixed(2)} cores the bare runs kept busy: at most ${((bareCores * 1000) / (bareRate / 2)).toFixed(3)} ms of CPU a save in all`,
  );
}
const perSave = (cpuMs) =>
  cpuMs === null ? {} : { 'server CPU ms/req': Math.round((cpuMs / total) * 1000) / 1000 };
const rows = [joins, { ...summary('save', saves), ...perSave(savesCpuMs) }, summary('end', ends)];
console.table(rows);
const saveRate = rows[1]['req/s'];
if (bareRuns.length) {
  const bareRows = bareRuns.map(({ result, used }, i) => ({
    ...summary(`bare Fastify POST, ${i === 0 ? 'before' : 'after'}`, result),
    ...perSave(used.server),
  }));
  console.table([rows[1], ...bareRows]);
  const bareRate = bareRows.reduce((sum, row) => sum + row['req/s'], 0) / bareRows.length;
  // the reference: the mean of the bare runs' CPU by part and of their busy cores
  const bareUsed = {};
  for (const { used } of bareRuns)
    for (const [part, ms] of Object.entries(used))
      bareUsed[part] = (bareUsed[part] ?? 0) + ms / bareRuns.length;
  const bareCores = bareRuns.reduce((sum, run) => sum + run.busyCores, 0) / bareRuns.length;
  console.log(
    `bare Fastify POST: ${bareRows.map((row) => row['req/s']).join(' and ')} req/s (before and after the saves), mean ${Math.round(bareRate)} · app saves/s ÷ bare req/s = ${(saveRate / bareRate).toFixed(2)}` +
      (savesCpuMs === null
        ? ''
        : ` · CPU per request app ÷ bare = ${(savesCpuMs / bareUsed.server).toFixed(2)}`),
  );
  if (savesCpuMs !== null) printCpuBudget(bareRate, bareUsed, bareCores);
}
console.log(
  `stored answers: ${answers} / ${total} expected · sessions ${storedSessions} · finished ${finished}`,
);
if (pgbenchTps)
  console.log(
    `pgbench raw upsert: ${Math.round(pgbenchTps)} tps · app saves/s ÷ raw upserts/s = ${(saveRate / pgbenchTps).toFixed(2)}`,
  );
const lost = total - answers;
const ok =
  lost === 0 &&
  storedSessions === STUDENTS &&
  finished === STUDENTS &&
  rows.every((r) => r.errors === 0) &&
  bareRuns.every(({ result }) => summary('bare', result).errors === 0) &&
  pageRows.every((r) => r.errors === 0);
console.log(
  ok
    ? 'OK: zero errors, zero lost answers'
    : `FAILED: ${lost} answers missing, errors ${rows.map((r) => r.errors).join('/')}`,
);
// RESULT_FILE=<path>: the figures as JSON too, for a script that compares runs (bench/cluster.mjs)
if (process.env.RESULT_FILE)
  writeFileSync(
    process.env.RESULT_FILE,
    JSON.stringify({
      join: rows[0],
      save: rows[1],
      end: rows[2],
      bare: bareRuns.map(({ result }) => summary('bare', result)),
      pgbenchTps,
      lost,
      ok,
    }),
  );
process.exit(ok ? 0 : 1);
