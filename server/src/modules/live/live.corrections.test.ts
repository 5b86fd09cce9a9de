import type { HostState, PlayerState, Quiz, ResultsReport } from '@quizzical/common';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActiveUser, appWithTeacher, type TestApp } from '../../test/test-app';
import { callerOf, createQuiz, joinQuiz } from '../../test/test-calls';

// A corrected key in a hosted game: every answer's points, the players' totals, the podium and the
// results follow, with the speed points the game gave (time taken, the player's time factor). Real
// routes on a real database (PGlite, or PostgreSQL with DATABASE_URL), time by the controlled clock.

let t: TestApp, teacher: ActiveUser;
const call = callerOf(() => t);

beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('live-corrections@example.com', {
    pro: 'LIVEFIX',
    scheduleCheckMs: 0,
  }));
});
afterAll(() => t.close());

/** Q2's key is wrong: the teacher meant '4'. */
const QUESTIONS = [
  { text: 'Largest planet?', answer1: 'Jupiter', answer2: 'Saturn', correct_answer: 1 },
  { text: '2 + 2 = ?', answer1: '5', answer2: '4', correct_answer: 1 },
];

const join = (code: string, firstName: string, studentNumber: string) =>
  joinQuiz(t, code, { firstName, lastName: 'Player', studentNumber });

const hostState = async (code: string): Promise<HostState> =>
  (await call('GET', `/api/quizz/${code}/live`, undefined, teacher.auth)).json();
const next = async (code: string): Promise<HostState> =>
  (
    await call(
      'POST',
      `/api/quizz/${code}/live/_next`,
      { version: (await hostState(code)).version },
      teacher.auth,
    )
  ).json();
const playerState = async (code: string, session: string): Promise<PlayerState> =>
  (await call('GET', `/api/quizz/live/${code}?session_id=${session}`)).json();
async function tap(quiz: Quiz, session: string, index: number, answer: unknown) {
  const res = await call('POST', `/api/quizz/live/${quiz.code}/_answer?session_id=${session}`, {
    key: quiz.questions[index].id,
    answer,
  });
  expect(res.statusCode, res.body).toBe(201);
}
const correct = (quiz: Quiz, index: number, change: Record<string, unknown>) =>
  call(
    'PATCH',
    `/api/quizz/${quiz.code}`,
    { questions: quiz.questions.map((question, i) => (i === index ? { ...question, ...change } : question)) },
    teacher.auth,
  );

/** A quiz of the teacher's from `payload`, hosted: its game waits in the lobby. */
async function hostedQuiz(payload: Record<string, unknown>): Promise<Quiz> {
  const quiz = await createQuiz(t, teacher.auth, payload);
  await call('POST', `/api/quizz/${quiz.code}/live/_host`, undefined, teacher.auth);
  return quiz;
}
/** QUESTIONS hosted as an accuracy game of 20 s per question. */
const accuracyGame = (title: string) =>
  hostedQuiz({ title, anonymous: false, scoring: 'accuracy', question_time: 20, questions: QUESTIONS });
/** Ada, Ben and Cy join the game of `code`, with the student numbers `prefix`-1 to -3. */
const threePlayers = async (code: string, prefix: string) => ({
  ada: await join(code, 'Ada', `${prefix}-1`),
  ben: await join(code, 'Ben', `${prefix}-2`),
  cy: await join(code, 'Cy', `${prefix}-3`),
});

/** Name -> points on the host's leaderboard (the podium's, at the end), in rank order. */
const board = (state: HostState) =>
  state.leaderboard.map((entry) => [entry.name.replace(' Player', ''), entry.points]);
const points = async (quiz: Quiz) =>
  (await call('GET', `/api/quizz/${quiz.code}/responses`, undefined, teacher.auth))
    .json<ResultsReport>()
    .participants.map((p) => [p.first_name, p.points, p.percentage])
    .sort();
/** The stored answers' row versions: a correction that changes nothing writes none. */
const rowVersions = async (quiz: Quiz) =>
  (
    await t.app.database.query<{ v: string }>(
      'select xmin::text || session_id || question_id as v from session_answers where quiz_id = $1 order by 1',
      [quiz.id],
    )
  ).rows.map((row) => row.v);

/**
 * A fair speed game (20 s per question; Cy has twice the time) played to its podium with Q2's wrong key:
 * Q1 all right after 10 s (Ada and Ben 750, Cy 875 in his 40 s); Q2 Ben taps the wrong key after 2 s
 * (950), Ada '4' after 4 s and Cy '4' after 20 s (both 0 by the wrong key).
 */
async function gamePlayedWithWrongKey() {
  const quiz = await hostedQuiz({
    title: 'Fix the key',
    anonymous: false,
    scoring: 'speed',
    question_time: 20,
    accommodations: [{ student_number: 'S-3', time_factor: 2 }],
    questions: QUESTIONS,
  });
  const players = await threePlayers(quiz.code, 'S');
  await next(quiz.code);
  t.clock.advance(10_000);
  for (const session of Object.values(players)) await tap(quiz, session, 0, 1);
  await next(quiz.code); // reveal Q1
  await next(quiz.code); // Q2
  t.clock.advance(2_000);
  await tap(quiz, players.ben, 1, 1);
  t.clock.advance(2_000);
  await tap(quiz, players.ada, 1, 2);
  t.clock.advance(16_000);
  await tap(quiz, players.cy, 1, 2);
  await next(quiz.code); // reveal Q2
  return { quiz, players };
}

const WRONG_KEY_BOARD = [
  ['Ben', 1700],
  ['Cy', 875],
  ['Ada', 750],
];
/** Q2 by the right key: Ada 900 (4 s of 20), Cy 750 (20 s of his 40), Ben 0. */
const RIGHT_KEY_BOARD = [
  ['Ada', 1650],
  ['Cy', 1625],
  ['Ben', 750],
];

describe('a correction of a hosted game', () => {
  it('rescores every answer of a game played with a wrong key: points, podium, phones and results', async () => {
    const { quiz, players } = await gamePlayedWithWrongKey();
    const podium = await next(quiz.code);
    expect(podium.step).toBe('podium');
    expect(board(podium)).toEqual(WRONG_KEY_BOARD);
    expect(await points(quiz)).toEqual([
      ['Ada', 750, 50],
      ['Ben', 1700, 100],
      ['Cy', 875, 50],
    ]);
    expect(await playerState(quiz.code, players.ada)).toMatchObject({ points: 750, rank: 3 });

    expect((await correct(quiz, 1, { correct_answer: 2 })).statusCode).toBe(200);

    expect(board(await hostState(quiz.code))).toEqual(RIGHT_KEY_BOARD);
    expect(await playerState(quiz.code, players.ada)).toMatchObject({ points: 1650, rank: 1, score: 100 });
    expect(await playerState(quiz.code, players.ben)).toMatchObject({ points: 750, rank: 3, score: 50 });
    expect(await points(quiz)).toEqual([
      ['Ada', 1650, 100],
      ['Ben', 750, 50],
      ['Cy', 1625, 100],
    ]);

    // the same correction again, then one of wording only: no point moves, no answer row is written
    const versions = await rowVersions(quiz);
    expect((await correct(quiz, 1, { correct_answer: 2 })).statusCode).toBe(200);
    expect((await correct(quiz, 1, { correct_answer: 2, text: 'Two plus two?' })).statusCode).toBe(200);
    expect(await rowVersions(quiz)).toEqual(versions);
    expect(board(await hostState(quiz.code))).toEqual(RIGHT_KEY_BOARD);
    expect((await hostState(quiz.code)).question?.text).toBe('Two plus two?');
  });

  it('a correction in the middle of the game: past and current answers rescored, later taps judged by the new key', async () => {
    const { quiz, players } = await gamePlayedWithWrongKey();
    expect(board(await hostState(quiz.code))).toEqual(WRONG_KEY_BOARD);
    // back in Q2's reveal: the phones are shown the corrected answer, and the leaderboard follows
    expect((await correct(quiz, 1, { correct_answer: 2 })).statusCode).toBe(200);
    expect(board(await hostState(quiz.code))).toEqual(RIGHT_KEY_BOARD);
    expect(await playerState(quiz.code, players.ada)).toMatchObject({
      correct_answer: 2,
      correct: true,
      points_gained: 900,
      points: 1650,
    });
    // corrected back to the first key: the podium follows again
    expect((await correct(quiz, 1, { correct_answer: 1 })).statusCode).toBe(200);
    expect(board(await next(quiz.code))).toEqual(WRONG_KEY_BOARD);
  });

  it('a tap after a correction of the question being asked earns by the corrected key', async () => {
    // Q2 asked with its wrong key, corrected between Early's tap and Late's
    const longer = await accuracyGame('Asked');
    const early = await join(longer.code, 'Early', 'E-1');
    const late = await join(longer.code, 'Late', 'L-1');
    await next(longer.code); // Q1
    await next(longer.code); // reveal
    await next(longer.code); // Q2, asked with the wrong key
    await tap(longer, early, 1, 2);
    expect((await correct(longer, 1, { correct_answer: 2 })).statusCode).toBe(200);
    t.clock.advance(1_000);
    await tap(longer, late, 1, 2);
    expect(board(await next(longer.code))).toEqual([
      ['Early', 1],
      ['Late', 1],
    ]);
  });

  it('scores answers stored before taps kept their points if right as their game would have', async () => {
    const { quiz } = await gamePlayedWithWrongKey();
    await next(quiz.code);
    await t.app.database.query('update session_answers set points_if_correct = null where quiz_id = $1', [
      quiz.id,
    ]);
    expect((await correct(quiz, 1, { correct_answer: 2 })).statusCode).toBe(200);
    expect(board(await hostState(quiz.code))).toEqual(RIGHT_KEY_BOARD);
  });
});

/**
 * A speed game (20 s) of one several-answers question with partial credit, played with the key [1, 3]
 * where the teacher meant [1, 2]: Ada ticks 1 and 2 after 4 s (900 if right), Ben 1 and 3 after 8 s
 * (800 if right), Cy 2 alone after 10 s (750 if right). By [1, 3]: Ada ½ − ½ = 0, Ben 1, Cy 0 − ½ → 0.
 * By [1, 2]: Ada 1, Ben ½ − ½ = 0, Cy ½ (375).
 */
async function severalAnswersPlayedWithWrongKey() {
  const quiz = await hostedQuiz({
    title: 'Fix the set',
    anonymous: false,
    scoring: 'speed',
    question_time: 20,
    questions: [
      {
        type: 'multiple',
        text: 'Even numbers?',
        answer1: '2',
        answer2: '4',
        answer3: '5',
        answer4: '9',
        correct_answers: [1, 3],
        partial_credit: true,
      },
    ],
  });
  const players = await threePlayers(quiz.code, 'M');
  await next(quiz.code);
  t.clock.advance(4_000);
  await tap(quiz, players.ada, 0, [1, 2]);
  t.clock.advance(4_000);
  await tap(quiz, players.ben, 0, [1, 3]);
  t.clock.advance(2_000);
  await tap(quiz, players.cy, 0, [2]);
  return { quiz, players };
}

describe('a correction of a several-answers question with partial credit', () => {
  it("scales each answer's points if right by its fraction against the corrected key", async () => {
    const { quiz, players } = await severalAnswersPlayedWithWrongKey();
    expect(board(await next(quiz.code))).toEqual([
      ['Ben', 800],
      ['Ada', 0],
      ['Cy', 0],
    ]);
    expect((await correct(quiz, 0, { correct_answers: [1, 2] })).statusCode).toBe(200);
    expect(board(await hostState(quiz.code))).toEqual([
      ['Ada', 900],
      ['Cy', 375],
      ['Ben', 0],
    ]);
    expect(await playerState(quiz.code, players.cy)).toMatchObject({ fraction: 0.5, points_gained: 375 });
    const stored = await t.app.database.query<{ points: number; points_if_correct: number }>(
      'select points, points_if_correct from session_answers where quiz_id = $1 order by points_if_correct',
      [quiz.id],
    );
    expect(stored.rows).toEqual([
      { points: 375, points_if_correct: 750 },
      { points: 0, points_if_correct: 800 },
      { points: 900, points_if_correct: 900 },
    ]);
    // back to the first key: the first points again
    expect((await correct(quiz, 0, { correct_answers: [1, 3] })).statusCode).toBe(200);
    expect(board(await next(quiz.code))).toEqual([
      ['Ben', 800],
      ['Ada', 0],
      ['Cy', 0],
    ]);
  });

  it('a tap judged by a question row changed since it was read is judged again by the row now', async () => {
    const { quiz } = await severalAnswersPlayedWithWrongKey();
    // the key changed under the game's cached questions (no revision): Dee's tap is judged by [1, 3]
    // in the service, the statement sees another row, and the tap is scored again by [1, 2]
    await t.app.database.query("update questions set correct_answers = '{1,2}' where id = $1", [
      quiz.questions[0].id,
    ]);
    const dee = await join(quiz.code, 'Dee', 'M-4');
    await tap(quiz, dee, 0, [1, 2]);
    const stored = await t.app.database.query<{ points: number; points_if_correct: number }>(
      'select points, points_if_correct from session_answers where session_id = $1',
      [dee],
    );
    // 10 s of 20 s: 750 if right, all of it by [1, 2] (none by [1, 3])
    expect(stored.rows).toEqual([{ points: 750, points_if_correct: 750 }]);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('a tap racing a correction (PostgreSQL)', () => {
  it('a tap that arrives while a correction of its key is being committed waits for it and earns by the new key', async () => {
    const quiz = await accuracyGame('Race');
    const ada = await join(quiz.code, 'Ada', 'R-1');
    await next(quiz.code);
    await next(quiz.code);
    await next(quiz.code); // Q2, asked with its wrong key
    // a correction's transaction holds Q2's row, its key changed, not yet committed
    const correction = new pg.Client({ connectionString: t.config.databaseUrl });
    await correction.connect();
    try {
      await correction.query('begin');
      await correction.query('update questions set correct_answer = 2 where id = $1', [quiz.questions[1].id]);
      let stored = false;
      const tapped = tap(quiz, ada, 1, 2).then(() => {
        stored = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stored).toBe(false);
      await correction.query('commit');
      await tapped;
    } finally {
      await correction.end();
    }
    const row = await t.app.database.query<{ points: number }>(
      'select points from session_answers where session_id = $1',
      [ada],
    );
    expect(row.rows).toEqual([{ points: 1 }]);
  });
});
