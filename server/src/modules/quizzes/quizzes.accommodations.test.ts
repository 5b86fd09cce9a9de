import { ERROR_TEXTS, FIELD_MESSAGES, type Quiz } from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, createTestApp, grantPro, type TestApp } from '../../test/test-app';
import { callerOf } from '../../test/test-calls';

// More time for the students who need it: a quiz's accommodations by student number, applied at the
// join and to sessions already running when the teacher changes them.

const MINUTE = 60_000;
const QUESTIONS = [{ text: 'Capital of Peru?', answer1: 'Lima', answer2: 'Cusco', correct_answer: 1 }];

let t: TestApp;
let teacher: Awaited<ReturnType<typeof createActiveUser>>;
let otherTeacher: Awaited<ReturnType<typeof createActiveUser>>;
const call = callerOf(() => t);

beforeAll(async () => {
  t = await createTestApp({ scheduleCheckMs: 0 });
  teacher = await createActiveUser(t, 'accommodating@example.com');
  otherTeacher = await createActiveUser(t, 'someone-else@example.com');
  await grantPro(t, teacher.id, 'ACCOMMODATIONSPRO');
});
afterAll(() => t.close());

async function startedQuiz(settings: Record<string, unknown>): Promise<Quiz> {
  const created = await call(
    'POST',
    '/api/quizz',
    { title: 'Test', duration: 20, anonymous: false, questions: QUESTIONS, ...settings },
    teacher.auth,
  );
  expect(created.statusCode, created.body).toBe(201);
  await call('POST', `/api/quizz/_start_now/${created.json().code}`, undefined, teacher.auth);
  return created.json();
}

async function join(code: string, studentNumber: string) {
  const res = await call('POST', `/api/quizz/response/_start/${code}`, {
    firstName: 'Stu',
    lastName: 'Dent',
    studentNumber,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { session_id: sessionId, start_date: start } = res.json().response;
  return { sessionId: sessionId as string, start: new Date(start).getTime() };
}

const endOf = async (code: string, sessionId: string) =>
  new Date(
    (await call('GET', `/api/quizz/response/_time/${code}?session_id=${sessionId}`)).json().end_date,
  ).getTime();

describe('accommodations', () => {
  it('give a listed student their duration times their factor, matched by student number', async () => {
    const quiz = await startedQuiz({
      accommodations: [
        { student_number: 'A-17', time_factor: 1.5 },
        { student_number: 'B-2', time_factor: 2 },
      ],
    });
    expect(quiz.accommodations).toEqual([
      { student_number: 'A-17', time_factor: 1.5 },
      { student_number: 'B-2', time_factor: 2 },
    ]);
    const listed = await join(quiz.code, ' a-17 ');
    const other = await join(quiz.code, 'C-3');
    expect((await endOf(quiz.code, listed.sessionId)) - listed.start).toBe(30 * MINUTE);
    expect((await endOf(quiz.code, other.sessionId)) - other.start).toBe(20 * MINUTE);
  });

  it('changed while the quiz runs, move the end of sessions already running, and only theirs', async () => {
    const quiz = await startedQuiz({});
    const listed = await join(quiz.code, '42');
    const other = await join(quiz.code, '43');
    t.clock.advance(5 * MINUTE);
    const patched = await call(
      'PATCH',
      `/api/quizz/${quiz.code}`,
      { accommodations: [{ student_number: '42', time_factor: 1.25 }] },
      teacher.auth,
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await endOf(quiz.code, listed.sessionId)) - listed.start).toBe(25 * MINUTE);
    expect((await endOf(quiz.code, other.sessionId)) - other.start).toBe(20 * MINUTE);
    // the deadline caps a factor too; removing the student gives the plain duration back
    const deadline = new Date(listed.start + 22 * MINUTE).toISOString();
    await call('PATCH', `/api/quizz/${quiz.code}`, { closes_at: deadline }, teacher.auth);
    expect(await endOf(quiz.code, listed.sessionId)).toBe(new Date(deadline).getTime());
    await call('PATCH', `/api/quizz/${quiz.code}`, { accommodations: [], closes_at: null }, teacher.auth);
    expect((await endOf(quiz.code, listed.sessionId)) - listed.start).toBe(20 * MINUTE);
  });

  it('are refused on an anonymous quiz, past the factor bounds and for a student listed twice, under their fields', async () => {
    const anonymous = await call(
      'POST',
      '/api/quizz',
      { title: 'Anonymous', accommodations: [{ student_number: '1', time_factor: 2 }] },
      teacher.auth,
    );
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toEqual({ accommodations: [ERROR_TEXTS['quizzes.accommodations_anonymous']] });
    const bounds = await call(
      'POST',
      '/api/quizz',
      {
        title: 'Bounds',
        anonymous: false,
        accommodations: [
          { student_number: '1', time_factor: 5 },
          { student_number: '2', time_factor: 0.5 },
          { student_number: ' 2 ', time_factor: 2 },
        ],
      },
      teacher.auth,
    );
    expect(bounds.statusCode).toBe(400);
    expect(bounds.json()).toEqual({
      accommodations: [
        { time_factor: [FIELD_MESSAGES.maxValue(4)] },
        { time_factor: [FIELD_MESSAGES.minValue(1)] },
        { student_number: [FIELD_MESSAGES.studentNumberTwice] },
      ],
    });
  });

  it("of another teacher's quiz cannot be read or changed", async () => {
    const quiz = await startedQuiz({ accommodations: [{ student_number: '7', time_factor: 2 }] });
    const read = await call('GET', `/api/quizz/${quiz.code}`, undefined, otherTeacher.auth);
    expect(read.statusCode).toBe(404);
    const changed = await call(
      'PATCH',
      `/api/quizz/${quiz.code}`,
      { accommodations: [{ student_number: '8', time_factor: 4 }] },
      otherTeacher.auth,
    );
    expect(changed.statusCode).toBe(404);
    const own = (await call('GET', `/api/quizz/${quiz.code}`, undefined, teacher.auth)).json();
    expect(own.accommodations).toEqual([{ student_number: '7', time_factor: 2 }]);
  });

  it("stay with the teacher's own duplicate, not with another teacher's copy", async () => {
    const quiz = await startedQuiz({ accommodations: [{ student_number: '9', time_factor: 1.5 }] });
    const duplicate = await call('POST', `/api/quizz/_duplicate/${quiz.code}`, undefined, teacher.auth);
    expect(duplicate.json().accommodations).toEqual([{ student_number: '9', time_factor: 1.5 }]);
    const copied = await call('POST', `/api/quizz/_import/${quiz.share_code}`, undefined, otherTeacher.auth);
    expect(copied.json().accommodations).toEqual([]);
  });
});
