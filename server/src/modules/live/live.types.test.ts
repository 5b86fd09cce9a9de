import { type HostState, LIVE_TAP_ALLOWANCE_MS, type PlayerState } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIME_NUMBERS } from '../../test/questions';
import { type ActiveUser, appWithTeacher, type TestApp } from '../../test/test-app';
import {
  callerOf,
  createHostedQuiz,
  hostNext,
  hostStateOf,
  joinQuiz,
  playerStateOf,
} from '../../test/test-calls';

// A hosted game of every question type through the real routes, time by the controlled clock: taps
// judged by common's rule, speed points scaled by the fraction, polls not scored, a question's own
// time limit, and no key on any screen before the reveal.

let t: TestApp, teacher: ActiveUser;

beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('types-host@example.com', {
    pro: 'LIVETYPES',
    accessTokenTtlSeconds: 365 * 86_400,
  }));
});
afterAll(() => t.close());

const call = callerOf(() => t);

const ORDER = ['Plan', 'Write', 'Test', 'Ship'];
const MIXED = [
  { type: 'multiple', ...PRIME_NUMBERS },
  { type: 'text', text: 'Capital of France?', accepted_answers: ['Paris', 'Lutetia'] },
  { type: 'numeric', text: 'Half of five?', correct_value: 2.5, tolerance: 0.1, time_limit: 5 },
  {
    type: 'ordering',
    text: 'In order',
    answer1: ORDER[0],
    answer2: ORDER[1],
    answer3: ORDER[2],
    answer4: ORDER[3],
  },
  { type: 'poll', text: 'Liked it?', answer1: 'Yes', answer2: 'No' },
  { type: 'true_false', text: 'The sun is cold.', correct_answer: 2 },
];

async function hostedQuiz(settings: Record<string, unknown>) {
  return createHostedQuiz(t, teacher.auth, {
    title: 'Types live',
    anonymous: false,
    questions: MIXED,
    question_time: 20,
    ...settings,
  });
}

const join = (code: string, firstName: string) => joinQuiz(t, code, { firstName, lastName: 'Doe' });

const hostState = (code: string) => hostStateOf(call, code, teacher.auth);

const advance = (code: string) => hostNext(call, code, teacher.auth);

const playerState = (code: string, session: string) => playerStateOf(call, code, session);

const tap = (code: string, session: string, key: number, answer: unknown) =>
  call('POST', `/api/quizz/live/${code}/_answer?session_id=${session}`, { key, answer });

/** A refused tap's error code (the `Quizzical-Error-Code` header). */
const refusal = async (response: ReturnType<typeof tap>) => {
  const res = await response;
  expect(res.statusCode).toBe(400);
  return res.headers['quizzical-error-code'];
};

/** The presented slots that put a player's shown items in the authored order. */
const rightOrder = (items: readonly string[]) => ORDER.map((item) => items.indexOf(item) + 1);

/** What no screen may carry before the reveal: the keys of the mixed quiz. */
function expectNoKey(state: HostState | PlayerState) {
  const text = JSON.stringify(state);
  for (const secret of ['Paris', 'Lutetia', 'correct_answers":[1', 'tolerance":0.1'])
    expect(text).not.toContain(secret);
  // the numeric key as a number of its own: a timestamp's "12.527" holds the characters "2.5" too
  expect(text).not.toMatch(/(?<![\d.])2\.5(?![\d])/);
  expect(state.solution).toBeNull();
  expect(state.correct_answer).toBeNull();
  if (state.question?.type === 'ordering') expect(state.question.answer1).toBe('');
}

describe('a hosted game of every type (speed)', () => {
  it('scores each type by its fraction, keeps polls out, honours time_limit and shows no key early', async () => {
    const quiz = await hostedQuiz({ scoring: 'speed' });
    const ids = quiz.questions.map((question) => question.id);
    const alice = await join(quiz.code, 'Alice');
    const bob = await join(quiz.code, 'Bob');
    const carol = await join(quiz.code, 'Carol');

    // several answers: whole set, half of it, a wrong one
    let host = await advance(quiz.code);
    expect(host.question?.type).toBe('multiple');
    expectNoKey(host);
    expectNoKey(await playerState(quiz.code, alice));
    t.clock.advance(2_000);
    expect((await tap(quiz.code, alice, ids[0], [3, 1])).json()).toEqual({ detail: 'saved', answer: [1, 3] });
    expect((await tap(quiz.code, bob, ids[0], [1])).statusCode).toBe(201);
    expect(await refusal(tap(quiz.code, carol, ids[0], [2, 2]))).toBe('taking.answer_invalid');
    expect((await tap(quiz.code, carol, ids[0], [2])).statusCode).toBe(201);
    // the first tap locks
    expect((await tap(quiz.code, bob, ids[0], [1, 3])).json()).toEqual({ detail: 'saved', answer: [1] });
    host = await advance(quiz.code);
    expect(host.solution).toMatchObject({ type: 'multiple', correct_answers: [1, 3] });
    expect(host.distribution).toEqual([2, 1, 1, 0]);
    expect(host.answer_summary).toMatchObject({ right: 1, partial: 1 });
    // 2 s of a 20 s question: round(1000 × (1 − 2/40)) = 950, half of it for half right
    expect(await playerState(quiz.code, alice)).toMatchObject({
      correct: true,
      fraction: 1,
      points_gained: 950,
      answer: [1, 3],
    });
    expect(await playerState(quiz.code, bob)).toMatchObject({
      correct: false,
      fraction: 0.5,
      points_gained: 475,
    });
    expect(await playerState(quiz.code, carol)).toMatchObject({
      correct: false,
      fraction: 0,
      points_gained: 0,
    });

    // typed text: the accepted answers beside the most typed ones, compared as the rule compares
    host = await advance(quiz.code);
    expectNoKey(host);
    expect(host.question).toMatchObject({ type: 'text', answer1: '', answer2: '' });
    expect(await refusal(tap(quiz.code, carol, ids[1], 7))).toBe('taking.answer_invalid');
    await tap(quiz.code, alice, ids[1], '  paris ');
    await tap(quiz.code, bob, ids[1], 'London');
    await tap(quiz.code, carol, ids[1], 'PARIS');
    host = await advance(quiz.code);
    expect(host.solution?.accepted_answers).toEqual(['Paris', 'Lutetia']);
    expect(host.answer_summary?.top_answers).toEqual([
      { answer: 'Paris', count: 2, correct: true },
      { answer: 'London', count: 1, correct: false },
    ]);
    expect((await playerState(quiz.code, carol)).correct).toBe(true);

    // a number, with the question's own 5 s instead of the quiz's 20 s
    host = await advance(quiz.code);
    expectNoKey(host);
    expect(host.question_time).toBe(5);
    expect(Date.parse(host.question_ends_at ?? '') - Date.parse(host.question_started_at ?? '')).toBe(5_000);
    const phone = await playerState(quiz.code, bob);
    expect(phone).toMatchObject({ question_type: 'numeric', question_time: 5 });
    expectNoKey(phone);
    t.clock.advance(1_000);
    await tap(quiz.code, alice, ids[2], 2.55);
    await tap(quiz.code, bob, ids[2], 3);
    // past the question's own end (not the quiz's): refused
    t.clock.advance(4_000 + LIVE_TAP_ALLOWANCE_MS);
    expect((await tap(quiz.code, carol, ids[2], 2.5)).statusCode).toBe(400);
    host = await hostState(quiz.code);
    expect(host.step).toBe('reveal');
    expect(host.solution).toMatchObject({ correct_value: 2.5, tolerance: 0.1 });
    expect(host.answer_summary).toMatchObject({ right: 1, closest: 2.55 });
    // speed over the question's own 5 s: round(1000 × (1 − 1/10)) = 900
    expect((await playerState(quiz.code, alice)).points_gained).toBe(900);
    // Carol left it unanswered: it counts its own 5 s in her time (2 s + 0 s + 5 s), not the quiz's 20 s
    expect(host.leaderboard.find((entry) => entry.name === 'Carol Doe')?.answer_time_ms).toBe(7_000);

    // ordering: each phone its own shuffled items, never the authored order
    host = await advance(quiz.code);
    expectNoKey(host);
    const aliceItems = (await playerState(quiz.code, alice)).items ?? [];
    const bobItems = (await playerState(quiz.code, bob)).items ?? [];
    expect([...aliceItems].sort()).toEqual([...ORDER].sort());
    expect(aliceItems).not.toEqual(ORDER);
    expect(bobItems).not.toEqual(ORDER);
    const aliceOrder = rightOrder(aliceItems);
    expect((await tap(quiz.code, alice, ids[3], aliceOrder)).json()).toEqual({
      detail: 'saved',
      answer: aliceOrder,
    });
    expect(await refusal(tap(quiz.code, bob, ids[3], [1, 2, 3]))).toBe('taking.answer_invalid');
    await tap(quiz.code, bob, ids[3], [1, 2, 3, 4]);
    host = await advance(quiz.code);
    expect(host.solution?.correct_order).toEqual(ORDER);
    const bobAfter = await playerState(quiz.code, bob);
    expect(bobAfter.answer).toEqual([1, 2, 3, 4]);
    expect(bobAfter.fraction).toBeLessThan(1);
    expect((await playerState(quiz.code, alice)).fraction).toBe(1);

    // a poll: shares, no points, no right or wrong
    host = await advance(quiz.code);
    expect(await refusal(tap(quiz.code, alice, ids[4], 3))).toBe('taking.answer_slot_empty');
    await tap(quiz.code, alice, ids[4], 1);
    await tap(quiz.code, bob, ids[4], 2);
    await tap(quiz.code, carol, ids[4], 2);
    host = await advance(quiz.code);
    expect(host.distribution).toEqual([1, 2, 0, 0]);
    expect(host.solution).toMatchObject({ type: 'poll', correct_answer: null });
    expect(await playerState(quiz.code, bob)).toMatchObject({
      correct: null,
      fraction: null,
      points_gained: 0,
    });

    // true/false
    host = await advance(quiz.code);
    await tap(quiz.code, alice, ids[5], 2);
    await tap(quiz.code, bob, ids[5], 1);
    host = await advance(quiz.code);
    expect(host.correct_answer).toBe(2);

    // the podium: the spec's score over the five scored questions (the poll left out)
    host = await advance(quiz.code);
    expect(host.step).toBe('podium');
    expect((await playerState(quiz.code, alice)).score).toBe(100);
    const bobScore = (await playerState(quiz.code, bob)).score ?? -1;
    // 0.5 (several) + 0 + 0 + the ordering's share + 0, over 5
    expect(bobScore).toBe(Math.round(((0.5 + (bobAfter.fraction ?? 0)) / 5) * 1000) / 10);
    expect((await playerState(quiz.code, carol)).score).toBe(20); // text only
    // Alice: 950 + 1000 + 900 + 1000 + 0 (poll) + 1000, her taps at once but the first and third
    expect(host.leaderboard[0]).toMatchObject({ name: 'Alice Doe', points: 4_850 });
  });
});

describe('accuracy scoring', () => {
  it('counts whole answers only; partial credit stays in the score', async () => {
    const quiz = await hostedQuiz({ scoring: 'accuracy', question_time: null });
    const ids = quiz.questions.map((question) => question.id);
    const alice = await join(quiz.code, 'Alice');
    const bob = await join(quiz.code, 'Bob');
    const host = await advance(quiz.code);
    expect(host.question_time).toBeNull();
    await tap(quiz.code, alice, ids[0], [1, 3]);
    await tap(quiz.code, bob, ids[0], [3]);
    await advance(quiz.code);
    expect(await playerState(quiz.code, alice)).toMatchObject({ points_gained: 1, fraction: 1 });
    expect(await playerState(quiz.code, bob)).toMatchObject({ points_gained: 0, fraction: 0.5 });
  });
});
