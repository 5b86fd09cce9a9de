import { MESSAGES, QUIZ_STATUS } from '@quizzical/common';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTeacher, createActiveUser, type TestApp } from '../../test/test-app';

let t: TestApp, teacher: Awaited<ReturnType<typeof createActiveUser>>;

// Pro: the free-plan limit is tested on its own, with a free teacher
beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('reopen-teacher@example.com', { pro: 'REOPENPRO' }));
});
afterAll(() => t.close());

type Who = { auth: Record<string, string> } | null;
const api = (method: InjectOptions['method'], url: string, who: Who, payload?: InjectOptions['payload']) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload });

const twoQuestions = {
  title: 'Reopened fractions',
  questions: [
    { text: 'Half of 1?', answer1: '1/2', answer2: '1/3', correct_answer: 1 },
    { text: 'Third of 3?', answer1: '3', answer2: '1', correct_answer: 2 },
  ],
};

async function closedQuiz(who = teacher) {
  const created = await api('POST', '/api/quizz', who, twoQuestions);
  expect(created.statusCode).toBe(201);
  const { code } = created.json<{ code: string }>();
  expect((await api('POST', `/api/quizz/_start_now/${code}`, who)).statusCode).toBe(200);
  return {
    code,
    close: async () => expect((await api('POST', `/api/quizz/_stop_now/${code}`, who)).statusCode).toBe(200),
  };
}

const join = (code: string) => api('POST', `/api/quizz/response/_start/${code}`, null, {});
const sessionOf = (code: string, sessionId: string) =>
  api('GET', `/api/quizz/response/_start/${code}?session_id=${sessionId}`, null);

describe('reopening a closed quiz with _start_now', () => {
  it('moves a closed quiz back to started (2 -> 1) and a new student can join again', async () => {
    const quiz = await closedQuiz();
    await quiz.close();
    expect((await join(quiz.code)).statusCode).toBe(403);

    const reopened = await api('POST', `/api/quizz/_start_now/${quiz.code}`, teacher);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().status).toBe(QUIZ_STATUS.STARTED);

    const newcomer = await join(quiz.code);
    expect(newcomer.statusCode).toBe(201);
    // the results page is live again: its report says started, not closed
    const report = await api('GET', `/api/quizz/${quiz.code}/responses`, teacher);
    expect(report.json().quizz.status).toBe(QUIZ_STATUS.STARTED);
    // started now: a second _start_now is the spec's refusal, as before
    const again = await api('POST', `/api/quizz/_start_now/${quiz.code}`, teacher);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['This quizz has already been started.'] });
  });

  it('keeps the sessions that had finished finished, and their score', async () => {
    const quiz = await closedQuiz();
    const sessionId = (await join(quiz.code)).json().response.session_id as string;
    const ended = await api('POST', `/api/quizz/response/_end/${quiz.code}/${sessionId}`, null, {});
    expect(ended.json().response).toMatchObject({ finished: true });
    const score = ended.json().response.score;
    await quiz.close();

    expect((await api('POST', `/api/quizz/_start_now/${quiz.code}`, teacher)).statusCode).toBe(200);

    const after = await sessionOf(quiz.code, sessionId);
    expect(after.statusCode).toBe(200);
    expect(after.json().response).toMatchObject({ finished: true, score });
    // no answer can be added to it: its time is over, as before the reopen
    const saved = await api('POST', `/api/quizz/response/_save/${quiz.code}?session_id=${sessionId}`, null, {
      key: after.json().response.questions[0].id,
      answer: 1,
    });
    expect(saved.statusCode).toBe(403);
    expect(saved.json()).toEqual({ detail: 'Time is over.', code: 'taking.time_over' });
  });

  it("refuses another teacher's quiz with the same 404 as any unknown code", async () => {
    const quiz = await closedQuiz();
    await quiz.close();
    const stranger = await createActiveUser(t, 'reopen-stranger@example.com');
    const res = await api('POST', `/api/quizz/_start_now/${quiz.code}`, stranger);
    expect(res.statusCode).toBe(404);
    expect((await api('GET', `/api/quizz/${quiz.code}`, teacher)).json().status).toBe(QUIZ_STATUS.CLOSED);
  });

  it('refuses a free teacher at 5 active quizzes as a new quiz is refused, and allows it under the limit', async () => {
    const free = await createActiveUser(t, 'reopen-free@example.com');
    const quiz = await closedQuiz(free);
    await quiz.close();
    for (let i = 0; i < 5; i++)
      expect(
        (await api('POST', '/api/quizz', free, { ...twoQuestions, title: `Active ${i}` })).statusCode,
      ).toBe(201);

    const refused = await api('POST', `/api/quizz/_start_now/${quiz.code}`, free);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: MESSAGES.freePlanLimit, code: 'plans.free_plan_limit' });
    expect((await api('GET', `/api/quizz/${quiz.code}`, free)).json().status).toBe(QUIZ_STATUS.CLOSED);

    // one active quiz fewer: the reopened quiz is the fifth
    const list = (await api('GET', '/api/quizz', free)).json<{ code: string; status: number }[]>();
    const another = list.find((q) => q.code !== quiz.code && q.status === QUIZ_STATUS.NOT_STARTED);
    expect(another).toBeDefined();
    await api('DELETE', `/api/quizz/${another?.code}`, free);
    expect((await api('POST', `/api/quizz/_start_now/${quiz.code}`, free)).statusCode).toBe(200);
  });

  it('does not reopen a quiz hosted live: its game ended with the podium', async () => {
    const quiz = await closedQuiz();
    expect((await api('POST', `/api/quizz/${quiz.code}/live/_host`, teacher)).statusCode).toBe(200);
    await quiz.close();
    const res = await api('POST', `/api/quizz/_start_now/${quiz.code}`, teacher);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['A quizz hosted live cannot be reopened: duplicate it to play it again.'],
    });
  });
});
