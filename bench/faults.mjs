// npm run bench:faults -- [students] [questions]
// Proof that no acknowledged answer is lost when things break. The script starts its own server (its own
// port, data directory and, on PostgreSQL, its own database), makes a teacher and a started quiz, and runs a
// class of students who click answers continuously. Each student saves through the web app's own code
// (web/src/features/taking: the answer journal and saveAnswer), so a save is retried exactly as in the
// browser: one at a time, 8 s timeout, backoff 0.5-1 s doubling up to 5-10 s, until acknowledged.
// While they save: (a) the server is killed with SIGKILL and restarted, (b) on PostgreSQL the app's
// connections are cut with pg_terminate_backend, (c) the server is frozen with SIGSTOP for 10 s, then SIGCONT.
// At the end it waits for every journal to empty, stops the server, reads the database and checks that the
// last acknowledged answer of every (session, question) is the one stored. Exit 1 when anything is lost.
// PGlite by default; PostgreSQL when DATABASE_URL is set (a database it may create databases on).
import { spawn } from 'node:child_process';
import diagnostics from 'node:diagnostics_channel';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { saveAnswer } from '../web/src/features/taking/api/save-answer.ts';
import { startSession } from '../web/src/features/taking/api/start-session.ts';
import { createAnswerJournal } from '../web/src/features/taking/lib/answer-journal.ts';
import {
  createStaff,
  freePort,
  login,
  root,
  serverArgs,
  setBaseUrl,
  sleep,
  startedQuiz,
  waitReady,
} from './lib.mjs';

const STUDENTS = Number(process.argv[2] ?? 200);
const QUESTIONS = Number(process.argv[3] ?? 10);
/** Mean time between two clicks of one student (each waits 0.5-1.5 × this). */
const THINK_MS = Number(process.env.THINK_MS ?? 1_000);
/** Saving without faults before the first fault and after each recovery. */
const STEADY_MS = Number(process.env.STEADY_SECONDS ?? 8) * 1_000;
const FREEZE_MS = Number(process.env.FREEZE_SECONDS ?? 10) * 1_000;
const READY_TIMEOUT_MS = 60_000; // one server start (tsx compiles the sources on a cold start)
const RECOVERY_TIMEOUT_MS = 60_000; // until every student had a save acknowledged after a fault
const FLUSH_TIMEOUT_MS = 60_000; // until every journal is empty at the end
const RUN_TIMEOUT_MS = 270_000; // the whole run

/** Linux's count of connections dropped because a listen queue was full (whole machine), when readable. */
function listenOverflows() {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('TcpExt:'));
    const names = lines[0].split(/\s+/);
    return Number(lines[1].split(/\s+/)[names.indexOf('ListenOverflows')]);
  } catch {
    return null;
  }
}
const overflowsBefore = listenOverflows();

// When each request of a session was created and when its headers went out on a socket (undici's own
// diagnostics), to tell a save the server held from one the client sent late.
const wire = new Map(); // session id -> [{ created, sent }]
const created = new WeakMap();
diagnostics.subscribe('undici:request:create', ({ request }) => {
  const session = /session_id=([^&]+)/.exec(request.path)?.[1];
  if (!session) return;
  const entry = { created: Date.now(), sent: null };
  created.set(request, entry);
  if (!wire.has(session)) wire.set(session, []);
  wire.get(session).push(entry);
});
diagnostics.subscribe('undici:client:sendHeaders', ({ request }) => {
  const entry = created.get(request);
  if (entry) entry.sent = Date.now();
});

const adminUrl = process.env.DATABASE_URL || undefined;
const kind = adminUrl ? 'postgres' : 'pglite';
const started = Date.now();
const since = (t = Date.now()) => ((t - started) / 1000).toFixed(1);
const log = (...args) => console.log(`[${since().padStart(5)} s]`, ...args);

// ---------------------------------------------------------------------------------------------- setup
const dataDir = mkdtempSync(join(tmpdir(), 'qz-faults-'));
const port = Number(process.env.PORT) || (await freePort());
const baseUrl = `http://127.0.0.1:${port}`;
setBaseUrl(baseUrl);
// The web code calls same-origin paths ('/api/...'): send them to our server.
const nodeFetch = globalThis.fetch;
const networkCauses = new Map();
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' && input.startsWith('/') ? `${baseUrl}${input}` : input;
  try {
    return await nodeFetch(url, init);
  } catch (error) {
    // the web client folds these into "network error"; keep the cause for the report
    const cause =
      error?.name === 'TimeoutError' ? 'aborted after 8 s' : (error?.cause?.code ?? error?.name ?? 'error');
    networkCauses.set(cause, (networkCauses.get(cause) ?? 0) + 1);
    throw error;
  }
};

let appUrl;
let dbName;
if (adminUrl) {
  dbName = `qz_faults_${process.pid}_${Date.now()}`;
  await withAdmin((c) => c.query(`create database ${dbName}`));
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  appUrl = url.toString();
}
const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: appUrl ?? '',
  WEB_DIST: join(dataDir, 'no-web'), // the API alone
  LOG_LEVEL: 'warn',
};
const serverLog = createWriteStream(join(dataDir, 'server.log'));
const serverErrors = new Map(); // message -> count, for log lines at level error or worse

let server = null; // { child, expectedExit }
const incidents = [];
let cleaning = false;
const watchdog = setTimeout(async () => {
  console.error(`FAILED: the run took longer than ${RUN_TIMEOUT_MS / 1000} s`);
  await cleanup();
  process.exit(3);
}, RUN_TIMEOUT_MS);
process.on('exit', () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
});

function startServer() {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const entry = { child, expectedExit: false };
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      serverLog.write(`${line}\n`);
      try {
        const record = JSON.parse(line);
        if (record.level >= 50) {
          const message = `${record.msg ?? ''} ${record.err?.message ?? ''}`.trim().slice(0, 160);
          serverErrors.set(message, (serverErrors.get(message) ?? 0) + 1);
        }
      } catch {
        if (line.trim())
          serverErrors.set(line.slice(0, 160), (serverErrors.get(line.slice(0, 160)) ?? 0) + 1);
      }
    });
  }
  child.on('exit', (code, signal) => {
    if (!entry.expectedExit && !cleaning) {
      incidents.push(`server exited by itself at ${since()} s (code ${code}, signal ${signal})`);
      if (incidents.length > 3) return; // it does not start: serverReady gives up
      log(`server exited by itself (code ${code}, signal ${signal}); restarting`);
      server = startServer();
      serverReady().catch(() => {});
    }
  });
  return entry;
}

function serverReady() {
  return waitReady(baseUrl, join(dataDir, 'server.log'), READY_TIMEOUT_MS);
}

async function stopServer(signal = 'SIGTERM') {
  const entry = server;
  if (!entry || entry.child.exitCode !== null || entry.child.signalCode !== null) return;
  entry.expectedExit = true;
  const exited = new Promise((r) => entry.child.once('exit', r));
  entry.child.kill(signal);
  if (signal !== 'SIGKILL') {
    const timer = setTimeout(() => entry.child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  } else await exited;
}

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function cleanup() {
  cleaning = true;
  if (server) {
    server.expectedExit = true;
    server.child.kill('SIGCONT');
    server.child.kill('SIGKILL');
  }
  if (dbName)
    await withAdmin((c) => c.query(`drop database if exists ${dbName} with (force)`)).catch(() => {});
  if (!process.env.KEEP) rmSync(dataDir, { recursive: true, force: true });
}

try {
  // The teacher is made before the first start: PGlite allows one process on its directory at a time.
  const email = 'faults-teacher@example.com';
  const password = 'faults password 123';
  createStaff(email, password, serverEnv);
  server = startServer();
  await serverReady();
  const token = await login(email, password);
  const quiz = await startedQuiz(token, QUESTIONS, 'Fault benchmark');
  log(
    `${kind}: quiz ${quiz.code}, ${STUDENTS} students × ${QUESTIONS} questions, a click every ~${THINK_MS} ms each, server on ${baseUrl}`,
  );

  // -------------------------------------------------------------------------------------------- students
  let phase = 'steady';
  const errors = new Map(); // phase -> kind -> count
  const faults = [];
  let acks = 0;
  let clicks = 0;

  function errorKind(error) {
    if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return 'no answer in 8 s (aborted)';
    if (error?.name === 'ApiError') {
      if (error.status === 0) return error.timeout ? 'no answer in 20 s' : 'network error';
      return `HTTP ${error.status}${error.detail ? ` ${error.detail.slice(0, 60)}` : ''}`;
    }
    return String(error?.message ?? error).slice(0, 80);
  }
  function countError(error) {
    const byKind = errors.get(phase) ?? new Map();
    errors.set(phase, byKind);
    const k = errorKind(error);
    byKind.set(k, (byKind.get(k) ?? 0) + 1);
  }

  const students = [];
  for (let i = 0; i < STUDENTS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, STUDENTS - i) }, () => startSession(quiz.code, {})),
    );
    for (const joined of batch) students.push(makeStudent(joined.response.session_id));
  }
  log(`${students.length} students joined`);

  function makeStudent(sessionId) {
    const student = {
      sessionId,
      acked: new Map(),
      clicked: new Map(),
      tries: new Map(), // question -> its saves: answer, when sent, acknowledged or failed
      running: false,
      timer: null,
      dropped: 0,
    };
    student.journal = createAnswerJournal({
      storageKey: `qz-answers-${sessionId}`,
      storage: null,
      async save(entry) {
        const sentAt = Date.now();
        const tries = student.tries.get(entry.key) ?? [];
        student.tries.set(entry.key, tries);
        try {
          await saveAnswer(quiz.code, sessionId, entry);
        } catch (error) {
          countError(error);
          tries.push({ answer: entry.answer, phase, sentAt, failedAt: Date.now(), error: errorKind(error) });
          const status = error?.status;
          // the journal drops an answer on 400/404 and stops on 403: the student lost it
          if (status && status !== 408 && status !== 429 && status < 500) student.dropped++;
          throw error;
        }
        const at = Date.now();
        acks++;
        student.acked.set(entry.key, entry.answer);
        tries.push({ answer: entry.answer, phase, sentAt, ackedAt: at });
        for (const fault of faults) {
          if (sentAt < fault.at) continue;
          fault.firstAck ??= at;
          if (!fault.studentAck.has(student)) fault.studentAck.set(student, at);
        }
      },
    });
    return student;
  }

  function click(student) {
    const question = quiz.questions[Math.floor(Math.random() * quiz.questions.length)];
    const answer = 1 + Math.floor(Math.random() * 4);
    student.clicked.set(question.id, answer);
    student.journal.record(question.id, answer);
    clicks++;
  }
  function startClicking() {
    for (const student of students) {
      student.running = true;
      student.journal.start();
      const next = () => {
        if (!student.running) return;
        click(student);
        student.timer = setTimeout(next, THINK_MS * (0.5 + Math.random()));
      };
      student.timer = setTimeout(next, Math.random() * THINK_MS);
    }
  }
  function stopClicking() {
    for (const student of students) {
      student.running = false;
      clearTimeout(student.timer);
    }
  }

  // ---------------------------------------------------------------------------- live results (teacher)
  // One results stream, reconnected 1 s after it ends as the browser's EventSource does: shows whether the
  // teacher's screen still hears the saves after each fault.
  let streamAbort = null;
  function heardUpdate() {
    const at = Date.now();
    for (const fault of faults) fault.liveUpdate ??= at;
  }
  async function openStream() {
    while (!cleaning) {
      streamAbort = new AbortController();
      try {
        const res = await nodeFetch(`${baseUrl}/api/quizz/${quiz.code}/events`, {
          headers: { authorization: `Bearer ${token}` },
          signal: streamAbort.signal,
        });
        const decoder = new TextDecoder();
        for await (const chunk of res.body) {
          if (decoder.decode(chunk, { stream: true }).includes('event: update')) heardUpdate();
        }
      } catch {}
      await sleep(1_000);
    }
  }
  openStream();

  // ----------------------------------------------------------------------------------------------- faults
  async function recover(fault) {
    const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
    while (fault.studentAck.size < students.length && Date.now() < deadline) await sleep(100);
    fault.recoveredAll = fault.studentAck.size === students.length;
    phase = `after ${fault.name}`;
    await sleep(STEADY_MS);
  }
  function newFault(name, detail) {
    const fault = { name, detail, at: Date.now(), firstAck: null, studentAck: new Map(), liveUpdate: null };
    faults.push(fault);
    phase = name;
    return fault;
  }

  startClicking();
  await sleep(STEADY_MS);

  // (a) kill -9 and restart at once, as a process supervisor would
  {
    const fault = newFault('SIGKILL + restart');
    log('fault: SIGKILL');
    await stopServer('SIGKILL');
    server = startServer();
    await serverReady();
    fault.detail = `server answering again after ${((Date.now() - fault.at) / 1000).toFixed(1)} s`;
    log(`restarted: ${fault.detail}`);
    await recover(fault);
  }

  // (b) PostgreSQL cuts every connection of the app (pool and LISTEN/NOTIFY)
  if (adminUrl) {
    const fault = newFault('pg_terminate_backend');
    const { rows } = await withAdmin((c) =>
      c.query(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      ),
    );
    fault.detail = `${rows[0].n} connections terminated`;
    log(`fault: pg_terminate_backend, ${fault.detail}`);
    await recover(fault);
  }

  // (c) the process freezes (a stalled VM, a long GC pause, a debugger), longer than the client's 8 s timeout
  {
    const fault = newFault(`SIGSTOP ${FREEZE_MS / 1000} s`);
    log(`fault: SIGSTOP for ${FREEZE_MS / 1000} s`);
    server.child.kill('SIGSTOP');
    await sleep(FREEZE_MS);
    server.child.kill('SIGCONT');
    fault.detail = `frozen ${FREEZE_MS / 1000} s`;
    log('SIGCONT');
    await recover(fault);
  }

  // -------------------------------------------------------------------------------------------- the proof
  stopClicking();
  phase = 'final flush';
  const flushed = await Promise.race([
    Promise.all(students.map((s) => s.journal.flush())).then(() => true),
    sleep(FLUSH_TIMEOUT_MS).then(() => false),
  ]);
  for (const s of students) s.journal.stop();
  const unacknowledged = students.reduce((n, s) => n + s.journal.pending().size, 0);
  log(
    `load stopped: ${clicks} clicks, ${acks} acknowledged saves; journals ${flushed ? 'empty' : 'NOT empty'}`,
  );
  streamAbort?.abort();
  cleaning = true;
  await stopServer('SIGTERM');

  const sql = 'select session_id, question_id, answer, saved_at from session_answers where quiz_id = $1';
  let rows;
  if (appUrl) {
    const client = new pg.Client({ connectionString: appUrl });
    await client.connect();
    rows = (await client.query(sql, [quiz.id])).rows;
    await client.end();
  } else {
    // the server is stopped: open its PGlite directory directly
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm, unaccent } });
    rows = (await db.query(sql, [quiz.id])).rows;
    await db.close();
  }
  const stored = new Map(rows.map((r) => [`${r.session_id} ${r.question_id}`, r.answer]));
  const savedAt = new Map(rows.map((r) => [`${r.session_id} ${r.question_id}`, new Date(r.saved_at)]));

  let ackedPairs = 0;
  let matching = 0;
  let lost = 0;
  let notLastClick = 0;
  const lostExamples = [];
  const lateDelays = []; // lost to a save the client had given up on: how long after sending it was applied
  for (const s of students) {
    for (const [question, answer] of s.acked) {
      ackedPairs++;
      const value = stored.get(`${s.sessionId} ${question}`);
      if (value === answer) matching++;
      else {
        lost++;
        const tries = s.tries.get(question) ?? [];
        const storedAt = savedAt.get(`${s.sessionId} ${question}`)?.getTime();
        const lastAck = tries.findLast((t) => t.ackedAt);
        const late = tries.findLast((t) => t.failedAt && t.answer === value && t.sentAt < lastAck.sentAt);
        if (late && storedAt > lastAck.ackedAt) lateDelays.push(storedAt - late.sentAt);
        if (lostExamples.length < 3)
          lostExamples.push({
            session: s.sessionId,
            question,
            acknowledged: answer,
            stored: value,
            'stored at s': since(storedAt),
            'requests sent 1 s or more after they were made': (wire.get(s.sessionId) ?? [])
              .filter((w) => w.sent === null || w.sent - w.created >= 1_000)
              .map((w) => `made ${since(w.created)} s, sent ${w.sent ? `${since(w.sent)} s` : 'never'}`),
            'last saves': tries.slice(-4).map((t) => ({
              answer: t.answer,
              'sent s': since(t.sentAt),
              ...(t.ackedAt
                ? { 'acknowledged s': since(t.ackedAt) }
                : { 'failed s': since(t.failedAt), error: t.error }),
            })),
          });
      }
    }
    for (const [question, answer] of s.clicked)
      if (stored.get(`${s.sessionId} ${question}`) !== answer) notLastClick++;
  }
  const dropped = students.reduce((n, s) => n + s.dropped, 0);
  const storedWithoutAck = [...stored.keys()].filter((key) => {
    const [session, question] = key.split(' ');
    return !students.find((s) => s.sessionId === session)?.acked.has(Number(question));
  }).length;

  console.log(`\nFaults (${kind}, ${STUDENTS} students):`);
  console.table(
    faults.map((f) => {
      const perStudent = [...f.studentAck.values()].map((t) => t - f.at).sort((a, b) => a - b);
      const seconds = (ms) => (ms === undefined ? '-' : Math.round(ms / 100) / 10);
      return {
        fault: f.name,
        'at s': Number(since(f.at)),
        detail: f.detail,
        'first ack s': f.firstAck ? seconds(f.firstAck - f.at) : 'none',
        'half the class s': seconds(perStudent[Math.floor(perStudent.length / 2)]),
        'whole class s': f.recoveredAll ? seconds(perStudent.at(-1)) : `not all (${perStudent.length})`,
        'live update s': f.liveUpdate ? seconds(f.liveUpdate - f.at) : 'none',
      };
    }),
  );
  console.log('Errors seen by the students (each one retried by the journal):');
  const kinds = [...new Set([...errors.values()].flatMap((m) => [...m.keys()]))];
  console.table(
    Object.fromEntries(
      kinds.map((k) => [k, Object.fromEntries([...errors].map(([p, m]) => [p, m.get(k) ?? 0]))]),
    ),
  );
  if (networkCauses.size) console.log('network errors by cause:', Object.fromEntries(networkCauses));
  if (serverErrors.size) {
    console.log('server log, errors by message:');
    console.table(
      [...serverErrors]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([message, count]) => ({ count, message })),
    );
  }
  for (const incident of incidents) console.log(`incident: ${incident}`);
  if (overflowsBefore !== null)
    console.log(
      `listen queue overflows during the run (whole machine): ${listenOverflows() - overflowsBefore}`,
    );
  console.log(
    `clicks ${clicks} · acknowledged saves ${acks} · acknowledged (session, question) ${ackedPairs} · stored ${stored.size}` +
      ` · stored = last acknowledged ${matching} · LOST ${lost}` +
      ` · stored ≠ last click ${notLastClick} · unacknowledged at the end ${unacknowledged} · dropped by the client ${dropped}` +
      ` · stored without an ack ${storedWithoutAck}`,
  );
  if (lostExamples.length) console.dir({ 'lost, for example': lostExamples }, { depth: 4 });
  if (lateDelays.length) {
    lateDelays.sort((a, b) => a - b);
    console.log(
      `${lateDelays.length} of ${lost} lost to a save the client had given up on (timeout), applied by the server ` +
        `after a newer acknowledged save of the same question, ${Math.round(lateDelays[0] / 1000)}-${Math.round(lateDelays.at(-1) / 1000)} s after it was sent`,
    );
  }
  const ok =
    lost === 0 && notLastClick === 0 && unacknowledged === 0 && dropped === 0 && incidents.length === 0;
  console.log(ok ? 'OK: zero lost' : 'FAILED: see above');
  clearTimeout(watchdog);
  await cleanup();
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error('FAILED:', error);
  await cleanup();
  process.exit(2);
}
