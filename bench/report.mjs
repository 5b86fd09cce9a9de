// npm run bench:report -- [participants...]   (default 1000 10000)
// Seeds N finished participants × 40 questions straight into PostgreSQL, then measures the results
// report (GET /api/quizz/{code}/responses) with autocannon: p50/p95/p99 over repeated requests.
import pg from 'pg';
import { api, BASE_URL, requirePostgres, run, startedQuiz, teacherToken } from './lib.mjs';

const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const QUESTIONS = 40;
const databaseUrl = requirePostgres();
const token = await teacherToken();
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();

const rows = [];
for (const n of SIZES.length ? SIZES : [1_000, 10_000]) {
  const quiz = await startedQuiz(token, QUESTIONS, `Report benchmark ${n}`);
  const started = Date.now();
  // sessions, then answers: each participant answers each question (about 70 % correct), then ends
  await client.query(
    `insert into quiz_sessions (id, quiz_id, first_name, last_name, start_date, end_date, order_seed)
     select 'bench-' || $1::int || '-' || g, $1::int, 'First' || g, 'Last' || g, now(), now() + interval '1 hour', g
     from generate_series(1, $2) g`,
    [quiz.id, n],
  );
  await client.query(
    `insert into session_answers (session_id, question_id, quiz_id, answer, saved_at)
     select s.id, q.id, $1,
       case when random() < 0.7 then q.correct_answer else (q.correct_answer % 4) + 1 end, now()
     from quiz_sessions s cross join questions q
     where s.quiz_id = $1 and q.quiz_id = $1`,
    [quiz.id],
  );
  await client.query(
    `update quiz_sessions s set finished = true, finished_at = now(), comment = 'ok', rating = 1 + (s.order_seed % 5),
       correct_count = c.n, score = c.n / ${QUESTIONS}.0
     from (select a.session_id, count(*) filter (where a.answer = q.correct_answer) n
           from session_answers a join questions q on q.id = a.question_id where a.quiz_id = $1 group by a.session_id) c
     where c.session_id = s.id`,
    [quiz.id],
  );
  await client.query('analyze quiz_sessions; analyze session_answers');
  const seeded = Date.now() - started;
  await api(token, 'GET', `/api/quizz/${quiz.code}/responses`); // warm-up
  const result = await run({
    connections: 1,
    amount: n >= 10_000 ? 20 : 50,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', path: `/api/quizz/${quiz.code}/responses` }],
  });
  const body = await api(token, 'GET', `/api/quizz/${quiz.code}/responses`);
  rows.push({
    participants: n,
    questions: QUESTIONS,
    'p50 ms': result.latency.p50,
    'p97.5 ms': result.latency.p97_5,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    KB: Math.round(JSON.stringify(body).length / 1024),
    errors: result.errors + result.non2xx,
    'seed s': Math.round(seeded / 100) / 10,
    check: body.num_finished === n && body.item_analysis.items.length === QUESTIONS ? 'ok' : 'MISMATCH',
  });
}
await client.end();
console.log(`Results report against ${BASE_URL}`);
console.table(rows);
