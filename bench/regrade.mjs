// npm run bench:regrade -- [participants=10000] [seconds=8] [rounds=2]
// A started quiz of 40 questions whose N participants have all ended (seeded straight into PostgreSQL, as
// bench:report does), and 1,000 more students still answering it. The teacher corrects a key (PATCH
// /api/quizz/{code} with the questions by id): every ended session is scored again. Measured: the PATCH's
// round trip (the correction, the regrade of N × 40 answers, the quiz sent back), and the latency of the
// answering students' saves to the same quiz, first without corrections, then while corrections run back to
// back; `rounds` alternates the two phases. Goal: the regrade under 2 s, saves not held up by it. The
// reference, same run: the PATCH correcting a wording only (the same route without a regrade).
import pg from 'pg';
import {
  api,
  BASE_URL,
  endSeededSessions,
  requirePostgres,
  run,
  seedAnsweredSessions,
  startedQuiz,
  summary,
  teacherToken,
} from './lib.mjs';

const [N = 10_000, SECONDS = 8, ROUNDS = 2] = process.argv.slice(2).map(Number).filter(Boolean);
const QUESTIONS = 40;
const ANSWERING = 1_000;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);

const databaseUrl = requirePostgres();
const token = await teacherToken();
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();

const quiz = await startedQuiz(token, QUESTIONS, `Regrade benchmark ${N}`);
const seedStarted = Date.now();
// N ended sessions, each with 40 answers (about 70 % correct) and the end's columns, as bench:report seeds
await seedAnsweredSessions(client, quiz.id, N, { prefix: 'regrade', hours: 4 });
await endSeededSessions(client, quiz.id);
// the students still answering: open sessions of the same quiz
await client.query(
  `insert into quiz_sessions (id, quiz_id, first_name, last_name, start_date, end_date, order_seed)
   select 'answering-' || $1::int || '-' || lpad(g::text, 10, '0'), $1::int, 'Open' || g, 'Student', now(), now() + interval '4 hours', g
   from generate_series(1, $2) g`,
  [quiz.id, ANSWERING],
);
await client.query('analyze quiz_sessions; analyze session_answers');
const seeded = (Date.now() - seedStarted) / 1000;
// session ids are 20 to 64 characters (common's SESSION_ID_PATTERN)
const answering = Array.from(
  { length: ANSWERING },
  (_, i) => `answering-${quiz.id}-${String(i + 1).padStart(10, '0')}`,
);

/** Saves of the answering students for SECONDS (a session at most 5 a second: its limit is 50 per 10 s). */
function saves() {
  let next = 0;
  return run({
    connections: CONNECTIONS,
    duration: SECONDS,
    overallRate: 1_500,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const i = next++;
          const session = answering[i % ANSWERING];
          const question = quiz.questions[Math.floor(i / ANSWERING) % QUESTIONS];
          request.path = `/api/quizz/response/_save/${quiz.code}?session_id=${session}`;
          request.body = JSON.stringify({ key: question.id, answer: (i % 4) + 1 });
          return request;
        },
      },
    ],
  });
}

/**
 * One correction: question 1's key goes from 1 to 2 or back. Every seeded answer to it is 1 or 2, so
 * every ended session's score moves (the most writing a correction can cause).
 */
let key = quiz.questions[0].correct_answer;
async function correct() {
  key = key === 1 ? 2 : 1;
  const questions = quiz.questions.map((q, i) => (i === 0 ? { ...q, correct_answer: key } : q));
  const started = performance.now();
  await api(token, 'PATCH', `/api/quizz/${quiz.code}`, { questions });
  return performance.now() - started;
}

/** The stored scores agree with the current key (the end's rule), for every ended session. */
async function scoresFollowKey() {
  const { rows } = await client.query(
    `select count(*)::int as wrong from quiz_sessions s
     join lateral (
       select count(*) filter (where a.answer = q.correct_answer)::int as n
       from questions q left join session_answers a on a.question_id = q.id and a.session_id = s.id
       where q.quiz_id = s.quiz_id
     ) c on true
     where s.quiz_id = $1 and s.finished and s.correct_count <> c.n`,
    [quiz.id],
  );
  return rows[0].wrong === 0;
}

const rows = [];
const regrades = [];
for (let round = 0; round < ROUNDS; round++) {
  rows.push(summary(`saves, no correction (round ${round + 1})`, await saves()));
  // corrections back to back for as long as the saves run
  let running = true;
  const during = saves().finally(() => {
    running = false;
  });
  const times = [];
  while (running) times.push(await correct());
  rows.push({
    ...summary(`saves during regrades (round ${round + 1})`, await during),
    regrades: times.length,
  });
  regrades.push(...times);
}
// alone, on a quiet server: the regrade itself
const alone = [];
for (let i = 0; i < 5; i++) alone.push(await correct());
// the reference, in the same run: the same PATCH correcting a wording only (no score moves, no regrade)
const wording = [];
for (let i = 0; i < 5; i++) {
  const questions = quiz.questions.map((q, n) =>
    n === 1 ? { ...q, text: `${q.text} (${i})` } : { ...q, correct_answer: n === 0 ? key : q.correct_answer },
  );
  const started = performance.now();
  await api(token, 'PATCH', `/api/quizz/${quiz.code}`, { questions });
  wording.push(performance.now() - started);
}

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    'p50 ms': Math.round(sorted[Math.floor(sorted.length / 2)]),
    'max ms': Math.round(sorted.at(-1)),
  };
};
const check = (await scoresFollowKey()) ? 'ok' : 'MISMATCH';
await client.end();

console.log(
  `Regrade of ${N} participants × ${QUESTIONS} questions against ${BASE_URL} (seeded in ${seeded} s)`,
);
console.table(rows);
console.table([
  { 'PATCH with regrade': 'during saves', ...stats(regrades) },
  { 'PATCH with regrade': 'alone', ...stats(alone) },
  { 'PATCH with regrade': 'reference: wording only, no regrade', ...stats(wording) },
]);
console.log(
  `stored scores follow the key: ${check}; load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
