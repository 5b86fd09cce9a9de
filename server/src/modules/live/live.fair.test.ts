import type { HostState, PlayerState } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActiveUser, appWithTeacher, type TestApp } from '../../test/test-app';
import { callerOf, joinQuiz } from '../../test/test-calls';

// A fair hosted game: a player whose student number has more time (the quiz's accommodations) earns
// speed points against their own window and always reads the question on their phone.

let t: TestApp, teacher: ActiveUser;
const call = callerOf(() => t);

beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('fair-host@example.com', { scheduleCheckMs: 0 }));
});
afterAll(() => t.close());

const QUESTIONS = [{ text: 'Largest planet?', answer1: 'Jupiter', answer2: 'Mars', correct_answer: 1 }];

const join = (code: string, firstName: string, studentNumber: string) =>
  joinQuiz(t, code, { firstName, lastName: 'Player', studentNumber });

const hostStep = async (code: string, version: number): Promise<HostState> =>
  (await call('POST', `/api/quizz/${code}/live/_next`, { version }, teacher.auth)).json();
const playerState = async (code: string, session: string): Promise<PlayerState> =>
  (await call('GET', `/api/quizz/live/${code}?session_id=${session}`)).json();

describe('a fair hosted game', () => {
  it('measures a listed player against the question time times their factor, and shows them the question', async () => {
    const created = await call(
      'POST',
      '/api/quizz',
      {
        title: 'Fair',
        anonymous: false,
        scoring: 'speed',
        question_time: 20,
        show_question_on_devices: false,
        accommodations: [{ student_number: 'S-2', time_factor: 2 }],
        questions: QUESTIONS,
      },
      teacher.auth,
    );
    const quiz = created.json();
    await call('POST', `/api/quizz/${quiz.code}/live/_host`, undefined, teacher.auth);
    const listed = await join(quiz.code, 'Listed', 's-2');
    const other = await join(quiz.code, 'Other', 'S-3');
    const question = await hostStep(quiz.code, 0);

    expect((await playerState(quiz.code, listed)).question).toMatchObject({ text: 'Largest planet?' });
    expect((await playerState(quiz.code, other)).question).toBeNull();

    // both right after 20 s: the end of the other's window, half of the listed player's
    t.clock.advance(20_000);
    const key = quiz.questions[0].id;
    for (const session of [listed, other])
      expect(
        (await call('POST', `/api/quizz/live/${quiz.code}/_answer?session_id=${session}`, { key, answer: 1 }))
          .statusCode,
      ).toBe(201);
    await hostStep(quiz.code, question.version);
    expect(await playerState(quiz.code, listed)).toMatchObject({ points_gained: 750 });
    expect(await playerState(quiz.code, other)).toMatchObject({ points_gained: 500 });
  });
});
