// npm run bench:report -- [participants...]   (default 1000 10000)
// Seeds N participants × 40 questions straight into PostgreSQL, then measures the results report
// (GET /api/quizz/{code}/responses), first while every session is still open (live, mid-exam), then
// after all have ended: rebuilt after a change ("fresh") and served from the report cache ("cached").
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
  await client.query('analyze quiz_sessions; analyze session_answers');
  const seeded = Date.now() - started;
  rows.push(await measure(quiz, n, 'open', seeded));
  // every session ends as the server ends one: score, correct count and the answers as digits
  await client.query(
    `update quiz_sessions s set finished = true, finished_at = now(), comment = 'ok', rating = 1 + (s.order_seed % 5),
       correct_count = c.n, score = c.n / ${QUESTIONS}.0, final_answers = c.answers
     from (select a.session_id, count(*) filter (where a.answer = q.correct_answer) n,
             string_agg(a.answer::text, '' order by q.position, q.id) answers
           from session_answers a join questions q on q.id = a.question_id where a.quiz_id = $1 group by a.session_id) c
     where c.session_id = s.id`,
    [quiz.id],
  );
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
  const cached = await run({
    connections: 1,
    amount: 200,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', path }],
  });
  const body = await api(token, 'GET', path);
  const finished = sessions === 'ended' ? n : 0;
  return {
    participants: n,
    questions: QUESTIONS,
    sessions,
    'fresh p50 ms': Math.round(fresh[Math.floor(fresh.length / 2)]),
    'fresh max ms': Math.round(fresh.at(-1)),
    'cached p50 ms': cached.latency.p50,
    'cached p99 ms': cached.latency.p99,
    KB: Math.round(JSON.stringify(body).length / 1024),
    errors: cached.errors + cached.non2xx,
    'seed s': Math.round(seeded / 100) / 10,
    check:
      body.num_responses === n &&
      body.num_finished === finished &&
      body.raw_data.every((r) => r.answers.length === QUESTIONS && r.answers.every((a) => a >= 1 && a <= 4))
        ? 'ok'
        : 'MISMATCH',
  };
}
await client.end();
console.log(`Results report against ${BASE_URL}`);
console.table(rows);
