import {
  type HostState,
  LIVE_ERRORS,
  LIVE_TAP_ALLOWANCE_MS,
  type PlayerState,
  type ScoringMode,
} from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWISS_CAPITAL, WATER_BOILS } from '../../test/questions';
import { type ActiveUser, appWithTeacher, type TestApp } from '../../test/test-app';
import { createHostedQuiz, joinQuiz } from '../../test/test-calls';
import { createLiveRepository } from './live.repository';
import { createTapWriter } from './live.taps';

// The reveal shows every phone the correct answer: a tap that reaches the server from then on must earn
// nothing, whoever revealed (the host or the countdown) and whatever the scoring. Real routes, the real
// database, time from the controlled clock.

let t: TestApp, teacher: ActiveUser;

beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('reveal-host@example.com', { pro: 'REVEALPRO' }));
});
afterAll(() => t.close());

const QUESTIONS = [SWISS_CAPITAL, WATER_BOILS];

async function hostedQuiz(settings: { question_time: number; scoring: ScoringMode }) {
  const quiz = await createHostedQuiz(t, teacher.auth, {
    title: 'Reveal',
    anonymous: false,
    questions: QUESTIONS,
    ...settings,
  });
  return { code: quiz.code, id: quiz.id, key: quiz.questions[0].id };
}

const join = (code: string, firstName: string) => joinQuiz(t, code, { firstName, lastName: 'Player' });

async function next(code: string, version: number): Promise<HostState> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/quizz/${code}/live/_next`,
    headers: teacher.auth,
    payload: { version },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function hostState(code: string): Promise<HostState> {
  return (
    await t.app.inject({ method: 'GET', url: `/api/quizz/${code}/live`, headers: teacher.auth })
  ).json();
}

async function playerState(code: string, session: string): Promise<PlayerState> {
  const res = await t.app.inject({ method: 'GET', url: `/api/quizz/live/${code}?session_id=${session}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const tap = (code: string, session: string, key: number, answer: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quizz/live/${code}/_answer?session_id=${session}`,
    payload: { key, answer },
  });

/** The cheat reads the revealed answer, taps it at once and 10 s later: both refused, no points. */
async function expectLateTapsEarnNothing(code: string, key: number, cheat: string) {
  const seen = await playerState(code, cheat);
  expect(seen).toMatchObject({ step: 'reveal', correct_answer: 1, answer: null });
  for (const wait of [0, 10_000]) {
    t.clock.advance(wait);
    const late = await tap(code, cheat, key, seen.correct_answer ?? 0);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ detail: LIVE_ERRORS['live.time_over'], code: 'live.time_over' });
  }
  expect(await playerState(code, cheat)).toMatchObject({
    answer: null,
    points_gained: 0,
    points: 0,
    rank: 2,
  });
  const board = (await hostState(code)).leaderboard;
  expect(board.map((entry) => entry.name)).toEqual(['Honest Player', 'Cheat Player']);
  expect(board[0].points).toBeGreaterThan(0);
  expect(board[1].points).toBe(0);
}

describe('no tap that reaches the server after the reveal earns points', () => {
  it.each(['accuracy', 'speed'] as const)(
    '%s: the host reveals, then a tap with the revealed answer earns 0',
    async (scoring) => {
      const quiz = await hostedQuiz({ question_time: 60, scoring });
      const [honest, cheat] = [await join(quiz.code, 'Honest'), await join(quiz.code, 'Cheat')];
      const question = await next(quiz.code, 0);
      t.clock.advance(5_000);
      expect((await tap(quiz.code, honest, quiz.key, 1)).statusCode).toBe(201);
      t.clock.advance(1_000);
      await next(quiz.code, question.version); // revealed 54 s before the countdown's end
      await expectLateTapsEarnNothing(quiz.code, quiz.key, cheat);
    },
  );

  it.each(['accuracy', 'speed'] as const)(
    "%s: the countdown reveals at its end plus the taps' allowance, and no phone sees the answer before; a tap with the revealed answer then earns 0",
    async (scoring) => {
      const quiz = await hostedQuiz({ question_time: 10, scoring });
      const [honest, cheat] = [await join(quiz.code, 'Honest'), await join(quiz.code, 'Cheat')];
      await next(quiz.code, 0);
      // the countdown says 0, taps pressed in its last instant are still on their way: the answer is hidden
      t.clock.advance(10_000 + LIVE_TAP_ALLOWANCE_MS - 1);
      expect(await playerState(quiz.code, cheat)).toMatchObject({
        step: 'question',
        time_left_ms: 0,
        correct_answer: null,
      });
      expect(await hostState(quiz.code)).toMatchObject({ step: 'question', correct_answer: null });
      expect((await tap(quiz.code, honest, quiz.key, 1)).statusCode).toBe(201);
      t.clock.advance(1);
      await expectLateTapsEarnNothing(quiz.code, quiz.key, cheat);
    },
  );

  it('a tap that reached the server before the reveal counts though its batch is stored after it; one that reached it after does not', async () => {
    const quiz = await hostedQuiz({ question_time: 60, scoring: 'accuracy' });
    const [before, after] = [await join(quiz.code, 'Before'), await join(quiz.code, 'After')];
    const question = await next(quiz.code, 0);
    t.clock.advance(2_000);
    // the app's own tap writer over the real repository, its batches held until the reveal is committed
    const repo = createLiveRepository(t.app.database.db, t.app.database.query);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const taps = createTapWriter(
      {
        findGames: repo.findGames,
        studentNumbers: repo.studentNumbers,
        saveAnswers: async (batch, allowanceMs) => {
          await held;
          return repo.saveAnswers(batch, allowanceMs);
        },
      },
      async () => {
        throw new Error('no correction in this test');
      },
    );
    const keyDigest = (await repo.questionsOf(quiz.id))[0].keyDigest;
    const submit = (sessionId: string) =>
      taps.submit({
        sessionId,
        quizId: quiz.id,
        questionId: quiz.key,
        questionIndex: 0,
        answer: 1,
        response: null,
        fraction: 1,
        timeLimit: null,
        keyDigest,
        now: t.clock.now(),
      });
    const arrivedBefore = submit(before);
    t.clock.advance(1);
    await next(quiz.code, question.version); // the reveal, committed while both batches wait
    const arrivedAfter = submit(after);
    release();
    expect(await arrivedBefore).toBe('reveal');
    expect(await arrivedAfter).toBeUndefined();
    await taps.drained();
  });
});
