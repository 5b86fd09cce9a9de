// npm run bench:students -- [students] [questions]
// N students join one quiz at once, each answers Q questions, then ends. Prints joins/s, saves/s,
// p50/p99 latency and errors, checks in the database that every answer is stored, and compares the
// save rate with a raw single-row upsert measured by pgbench on the same machine.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { BASE_URL, requirePostgres, run, startedQuiz, summary, teacherToken } from './lib.mjs';

const STUDENTS = Number(process.argv[2] ?? 10_000);
const QUESTIONS = Number(process.argv[3] ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const databaseUrl = requirePostgres();

const token = await teacherToken();
const quiz = await startedQuiz(token, QUESTIONS);
console.log(
  `Quiz ${quiz.code}: ${STUDENTS} students × ${QUESTIONS} questions against ${BASE_URL} (${CONNECTIONS} connections)`,
);

// 1. Everyone joins at once.
const sessions = [];
const joins = await run({
  connections: CONNECTIONS,
  amount: STUDENTS,
  requests: [
    {
      method: 'POST',
      path: `/api/quizz/response/_start/${quiz.code}`,
      headers: { 'content-type': 'application/json' },
      body: '{}',
      onResponse: (status, body) => {
        if (status === 201) sessions.push(JSON.parse(body).response.session_id);
      },
    },
  ],
});

// 2. Each student answers every question (question-major order, as a class progresses together).
let next = 0;
const total = sessions.length * QUESTIONS;
const saves = await run({
  connections: CONNECTIONS,
  amount: total,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        const i = next++ % total;
        const session = sessions[i % sessions.length];
        const question = quiz.questions[Math.floor(i / sessions.length)];
        request.path = `/api/quizz/response/_save/${quiz.code}?session_id=${session}`;
        request.body = JSON.stringify({ key: question.id, answer: (i % 4) + 1 });
        return request;
      },
    },
  ],
});

// 3. Everyone ends.
let endIndex = 0;
const ends = await run({
  connections: CONNECTIONS,
  amount: sessions.length,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      setupRequest: (request) => {
        request.path = `/api/quizz/response/_end/${quiz.code}/${sessions[endIndex++ % sessions.length]}`;
        return request;
      },
    },
  ],
});

// 4. Nothing lost: every answer and every end is in the database.
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
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

const rows = [summary('join', joins, sessions.length), summary('save', saves), summary('end', ends)];
console.table(rows);
const saveRate = rows[1]['req/s'];
console.log(
  `stored answers: ${answers} / ${total} expected · sessions ${storedSessions} · finished ${finished}`,
);
if (pgbenchTps)
  console.log(
    `pgbench raw upsert: ${Math.round(pgbenchTps)} tps · app saves/s ÷ raw upserts/s = ${(saveRate / pgbenchTps).toFixed(2)}`,
  );
const lost = total - answers;
const ok =
  lost === 0 && storedSessions === STUDENTS && finished === STUDENTS && rows.every((r) => r.errors === 0);
console.log(
  ok
    ? 'OK: zero errors, zero lost answers'
    : `FAILED: ${lost} answers missing, errors ${rows.map((r) => r.errors).join('/')}`,
);
process.exit(ok ? 0 : 1);
