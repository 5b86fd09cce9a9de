import {
  type ExtraTimeResult,
  type ParticipantAnswers,
  type Quiz,
  type ResultsReport,
  SAVE_GRACE_MS,
} from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { call, startTestApp, t } from '../../test/file-app';
import { createActiveUser } from '../../test/test-app';
import { createStartedQuiz, startAndAnswer } from '../../test/test-calls';

type Auth = Record<string, string>;

startTestApp();

const QUESTIONS = [
  { text: 'Q1', answer1: 'a', answer2: 'b', correct_answer: 1 },
  { text: 'Q2', answer1: 'a', answer2: 'b', correct_answer: 2 },
  { text: 'Q3', answer1: 'a', answer2: 'b', correct_answer: 1 },
];

/**
 * A teacher of its own (the tests move the clock past their tokens' life) with a started 10-minute quiz
 * and two students: Ada and Ben, who answered Q1 right, Q2 wrong, Q3 not.
 */
async function quizWithTwoStudents() {
  const teacher = await createActiveUser(t);
  const quiz = await createStartedQuiz(t, teacher.auth, {
    title: 'Homework',
    anonymous: false,
    duration: 10,
    questions: QUESTIONS,
  });
  const ada = await startAndAnswer(call, quiz, { firstName: 'Ada', lastName: 'Test' }, [1, 1, null]);
  t.clock.advance(1_000);
  const ben = await startAndAnswer(call, quiz, { firstName: 'Ben', lastName: 'Test' }, [1, 1, null]);
  const report = (
    await call('GET', `/api/quizz/${quiz.code}/responses`, undefined, teacher.auth)
  ).json<ResultsReport>();
  const idOf = (name: string) => report.participants.find((p) => p.first_name === name)?.id ?? '';
  return { teacher, quiz, sessions: { ada, ben }, ids: { ada: idOf('Ada'), ben: idOf('Ben') } };
}

/** A new access token, once the clock has moved past the old one's life. */
async function signIn(user: { email: string; password: string }): Promise<Auth> {
  const login = await call('POST', '/auth/jwt/create/', { username: user.email, password: user.password });
  return { authorization: `Bearer ${login.json<{ access: string }>().access}` };
}

const endOf = async (quiz: Quiz, session: string) =>
  (await call('GET', `/api/quizz/response/_time/${quiz.code}?session_id=${session}`)).json<{
    end_date: string;
  }>().end_date;

const grant = (auth: Auth, quiz: Quiz, id: string, minutes: unknown) =>
  call('POST', `/api/quizz/${quiz.code}/participants/${id}/_extra_time`, { minutes }, auth);

describe('participants in the report', () => {
  it('are known by a public id, never by their session id', async () => {
    const { teacher, quiz, sessions, ids } = await quizWithTwoStudents();
    const res = await call('GET', `/api/quizz/${quiz.code}/responses`, undefined, teacher.auth);
    expect(ids.ada).toMatch(/^[0-9a-f]{16}$/);
    expect(ids.ada).not.toBe(ids.ben);
    expect(res.body).not.toContain(sessions.ada);
    expect(res.body).not.toContain(sessions.ben);
  });
});

describe('more time for one student', () => {
  it("moves only that student's end, and shows the minutes in the report", async () => {
    const { teacher, quiz, sessions, ids } = await quizWithTwoStudents();
    const [adaBefore, benBefore] = [await endOf(quiz, sessions.ada), await endOf(quiz, sessions.ben)];
    const res = await grant(teacher.auth, quiz, ids.ada, 15);
    expect(res.statusCode).toBe(200);
    const granted = res.json<ExtraTimeResult>();
    expect(granted).toMatchObject({ id: ids.ada, extra_minutes: 15 });
    expect(Date.parse(granted.end_date) - Date.parse(adaBefore)).toBe(15 * 60_000);
    expect(await endOf(quiz, sessions.ada)).toBe(granted.end_date);
    expect(await endOf(quiz, sessions.ben)).toBe(benBefore);
    // a second grant adds up
    expect((await grant(teacher.auth, quiz, ids.ada, 5)).json<ExtraTimeResult>().extra_minutes).toBe(20);
    const report = (
      await call('GET', `/api/quizz/${quiz.code}/responses`, undefined, teacher.auth)
    ).json<ResultsReport>();
    expect(report.participants.map((p) => [p.first_name, p.extra_minutes])).toEqual([
      ['Ada', 20],
      ['Ben', 0],
    ]);
  });

  it('takes a save after the original end when it is within the extra time, and not the other student’s', async () => {
    const { teacher, quiz, sessions, ids } = await quizWithTwoStudents();
    await grant(teacher.auth, quiz, ids.ada, 5);
    t.clock.advance(10 * 60_000 + SAVE_GRACE_MS + 60_000); // past both original ends and their grace
    const save = (session: string) =>
      call('POST', `/api/quizz/response/_save/${quiz.code}?session_id=${session}`, {
        key: quiz.questions[2].id,
        answer: 1,
      });
    expect((await save(sessions.ada)).statusCode).toBe(201);
    expect((await save(sessions.ben)).statusCode).toBe(403);
  });

  it('can be granted after the end was reached', async () => {
    const { teacher, quiz, sessions, ids } = await quizWithTwoStudents();
    t.clock.advance(10 * 60_000 + SAVE_GRACE_MS + 1_000);
    expect((await grant(await signIn(teacher), quiz, ids.ada, 3)).statusCode).toBe(200);
    const save = await call('POST', `/api/quizz/response/_save/${quiz.code}?session_id=${sessions.ada}`, {
      key: quiz.questions[2].id,
      answer: 1,
    });
    expect(save.statusCode).toBe(201);
  });

  it.each([0, 241, 1.5, '5', null])('refuses %j minutes with a field error', async (minutes) => {
    const { teacher, quiz, ids } = await quizWithTwoStudents();
    const res = await grant(teacher.auth, quiz, ids.ada, minutes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ minutes: [expect.any(String)] });
  });

  it('is refused to another teacher as for an unknown quiz, and moves nothing', async () => {
    const { teacher, quiz, sessions, ids } = await quizWithTwoStudents();
    const before = await endOf(quiz, sessions.ada);
    const res = await grant((await createActiveUser(t)).auth, quiz, ids.ada, 10);
    const unknown = await grant(teacher.auth, { ...quiz, code: 'ZZZZZZ' }, ids.ada, 10);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(unknown.json());
    expect(await endOf(quiz, sessions.ada)).toBe(before);
  });

  it('is refused for an unknown participant and for a student who ended', async () => {
    const { teacher, quiz, sessions, ids } = await quizWithTwoStudents();
    expect((await grant(teacher.auth, quiz, '0123456789abcdef', 10)).statusCode).toBe(404);
    // the session id is no participant id
    expect((await grant(teacher.auth, quiz, sessions.ada, 10)).statusCode).toBe(400);
    await call('POST', `/api/quizz/response/_end/${quiz.code}/${sessions.ada}`, {});
    expect((await grant(teacher.auth, quiz, ids.ada, 10)).statusCode).toBe(409);
  });
});

describe("one student's answers", () => {
  it('lists one answer per question in the authored order, correct true, false or null', async () => {
    const { teacher, quiz, ids } = await quizWithTwoStudents();
    await grant(teacher.auth, quiz, ids.ada, 7);
    const res = await call('GET', `/api/quizz/${quiz.code}/participants/${ids.ada}`, undefined, teacher.auth);
    expect(res.statusCode).toBe(200);
    const ada = res.json<ParticipantAnswers>();
    expect(ada).toMatchObject({
      id: ids.ada,
      first_name: 'Ada',
      last_name: 'Test',
      finished: false,
      finished_at: null,
      extra_minutes: 7,
      score: 33.3,
    });
    expect(ada.answers.map((a) => [a.question_id, a.answer, a.correct])).toEqual([
      [quiz.questions[0].id, 1, true],
      [quiz.questions[1].id, 1, false],
      [quiz.questions[2].id, null, null],
    ]);
    expect(ada.answers[0].answered_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(ada.answers[2].answered_at).toBeNull();
  });

  it('keeps the answers of a finished student, and is refused to another teacher', async () => {
    const { teacher, quiz, sessions, ids } = await quizWithTwoStudents();
    await call('POST', `/api/quizz/response/_end/${quiz.code}/${sessions.ben}`, {});
    const url = `/api/quizz/${quiz.code}/participants/${ids.ben}`;
    const ben = (await call('GET', url, undefined, teacher.auth)).json<ParticipantAnswers>();
    expect(ben.finished).toBe(true);
    expect(ben.finished_at).not.toBeNull();
    expect(ben.answers.map((a) => a.correct)).toEqual([true, false, null]);
    const other = await call('GET', url, undefined, (await createActiveUser(t)).auth);
    const unknown = await call('GET', `/api/quizz/ZZZZZZ/participants/${ids.ben}`, undefined, teacher.auth);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect(other.body).not.toContain('Ben');
  });
});
