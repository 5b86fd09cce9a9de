import {
  MESSAGES,
  type ReviewResult,
  SAVE_GRACE_MS,
  type SessionResponse,
  TAKING_ERRORS,
} from '@quizzical/common';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTeacher, createActiveUser, createTestApp, type TestApp } from '../../test/test-app';
import { callerOf, createQuiz, createStartedQuiz } from '../../test/test-calls';

let t: TestApp, teacher: Awaited<ReturnType<typeof createActiveUser>>;

beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('teacher@example.com', { pro: 'TAKINGPRO' }));
});
afterAll(() => t.close());

const call = callerOf(() => t);

const QUESTIONS = [
  {
    text: 'Capital of Switzerland?',
    answer1: 'Bern',
    answer2: 'Zurich',
    answer3: 'Geneva',
    answer4: 'Basel',
    correct_answer: 1,
  },
  { text: '$2^3$ = ?', answer1: '6', answer2: '8', answer3: '9', correct_answer: 2 },
  { text: 'Water boils at (°C)', answer1: '90', answer2: '100', correct_answer: 2 },
  {
    text: 'Noble gas?',
    answer1: 'Oxygen',
    answer2: 'Nitrogen',
    answer3: 'Argon',
    answer4: 'Hydrogen',
    correct_answer: 3,
  },
];

const startedQuiz = (settings: Record<string, unknown> = {}) =>
  createStartedQuiz(t, teacher.auth, { title: 'Mixed', duration: 10, questions: QUESTIONS, ...settings });

/** A student joins the quiz `code` with `body` (names, student number); the answer as it is. */
const startIn = (code: string, body?: InjectOptions['payload']) =>
  call('POST', `/api/quizz/response/_start/${code}`, body);
/** A student's session `session` of the quiz `code` as the run screen reads it. */
const sessionIn = (code: string, session: string) =>
  call('GET', `/api/quizz/response/_start/${code}?session_id=${session}`);
/** A student's save of `body` ({ key, answer, sequence }) in their session `session` of the quiz `code`. */
const saveIn = (code: string, session: string, body: InjectOptions['payload']) =>
  call('POST', `/api/quizz/response/_save/${code}?session_id=${session}`, body);
/** A student ends their session `session` of the quiz `code`, with `body`'s last answer if any. */
const endIn = (code: string, session: string, body: InjectOptions['payload'] = {}) =>
  call('POST', `/api/quizz/response/_end/${code}/${session}`, body);

async function join(code: string, body: Record<string, unknown> = {}) {
  const res = await startIn(code, body);
  expect(res.statusCode).toBe(201);
  return res.json().response.session_id as string;
}

describe('joining a quiz', () => {
  it('shows the quiz without correct answers, and the spec texts before start and after the end', async () => {
    const created = await createQuiz(t, teacher.auth, { title: 'Later', questions: QUESTIONS });
    const notYet = await call('GET', `/api/quizz/_start/${created.code}`);
    expect(notYet.statusCode).toBe(403);
    expect(notYet.headers['content-type']).toMatch(/^text\/plain/);
    expect(notYet.body).toBe(MESSAGES.quizNotStarted);
    expect((await startIn(created.code, {})).body).toBe(MESSAGES.quizNotStarted);

    await t.app.inject({
      method: 'POST',
      url: `/api/quizz/_start_now/${created.code}`,
      headers: teacher.auth,
    });
    const open = await call('GET', `/api/quizz/_start/${created.code.toLowerCase()}`);
    expect(open.statusCode).toBe(200);
    const body = open.json();
    expect(body).toMatchObject({ code: created.code, title: 'Later', num_questions: 4, anonymous: true });
    expect(JSON.stringify(body)).not.toContain('correct');
    expect(body.questions[0]).toEqual({
      id: expect.any(Number),
      type: 'single',
      time_limit: null,
      text: 'Capital of Switzerland?',
      answer1: 'Bern',
      answer2: 'Zurich',
      answer3: 'Geneva',
      answer4: 'Basel',
      smallImageUrl: '',
      bigImageUrl: '',
    });

    await t.app.inject({
      method: 'POST',
      url: `/api/quizz/_stop_now/${created.code}`,
      headers: teacher.auth,
    });
    t.clock.advance(1_500); // past the one-second quiz cache
    const ended = await call('GET', `/api/quizz/_start/${created.code}`);
    expect(ended.statusCode).toBe(403);
    expect(ended.body).toBe(MESSAGES.quizEnded);
    const unknown = await call('GET', '/api/quizz/_start/ZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('This quizz does not exist.');
  });

  it('requires first and last name when the quiz is not anonymous, and keeps the student number', async () => {
    const quiz = await startedQuiz({ anonymous: false });
    const missing = await startIn(quiz.code, { firstName: '  ', studentNumber: '42' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      firstName: [MESSAGES.enterFirstName],
      lastName: [MESSAGES.enterLastName],
    });
    const ok = await startIn(quiz.code, { firstName: 'Ada', lastName: 'Lovelace', studentNumber: 'S-42' });
    expect(ok.statusCode).toBe(201);
    const { response, now_date, quizz } = ok.json();
    expect(quizz).toEqual({
      code: quiz.code,
      title: 'Mixed',
      description: '',
      duration: 10,
      comment_allowed: true,
      rating_enabled: true,
      answers_available: true,
      review_after: 'close',
      status: 1,
      // the content's language (the author's account language by default)
      language: 'en',
      revision: 0,
    });
    expect(response.session_id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(response).toMatchObject({
      finished: false,
      first_name: 'Ada',
      last_name: 'Lovelace',
      score: null,
    });
    expect(now_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(new Date(response.end_date).getTime() - new Date(response.start_date).getTime()).toBe(10 * 60_000);
    const huge = await startIn(quiz.code, { firstName: 'x'.repeat(10_000), lastName: 'y' });
    expect(huge.statusCode).toBe(400);
  });

  it('stores no names for an anonymous quiz', async () => {
    const quiz = await startedQuiz();
    const res = await startIn(quiz.code, { firstName: 'Eve', lastName: 'Spy' });
    expect(res.json().response).toMatchObject({ first_name: '', last_name: '' });
    expect((await startIn(quiz.code)).statusCode).toBe(201);
  });
});

describe('answering', () => {
  it('saves idempotently, restores answers on reload, scores the share of correct answers at the end', async () => {
    const quiz = await startedQuiz();
    const session = await join(quiz.code);
    const [q1, q2, q3, q4] = quiz.questions;
    const save = (key: number, answer: number) => saveIn(quiz.code, session, { key, answer });
    expect((await save(q1.id, 2)).statusCode).toBe(201);
    expect((await save(q1.id, 1)).statusCode).toBe(201); // changed mind: correct now
    expect((await save(q1.id, 1)).statusCode).toBe(201); // a retry of the same save
    expect((await save(q2.id, 2)).statusCode).toBe(201);
    expect((await save(q3.id, 1)).statusCode).toBe(201);

    const reload = await sessionIn(quiz.code, session);
    expect(reload.statusCode).toBe(200);
    const answers = Object.fromEntries(
      reload.json<{ response: SessionResponse }>().response.questions.map((q) => [q.id, q.answer]),
    );
    expect(answers).toEqual({ [q1.id]: 1, [q2.id]: 2, [q3.id]: 1, [q4.id]: null });

    const end = await endIn(quiz.code, session, { key: q4.id, answer: 3 });
    expect(end.statusCode).toBe(201);
    expect(end.json().response).toMatchObject({ finished: true, score: 75 });
    const answersOf = (res: LightMyRequestResponse) =>
      Object.fromEntries(
        res.json<{ response: SessionResponse }>().response.questions.map((q) => [q.id, q.answer]),
      );
    const final = { [q1.id]: 1, [q2.id]: 2, [q3.id]: 1, [q4.id]: 3 };
    expect(answersOf(end)).toEqual(final);
    // ending twice changes nothing; saving after the end is refused
    const again = await endIn(quiz.code, session);
    expect(again.json().response.score).toBe(75);
    expect(answersOf(again)).toEqual(final);
    expect((await save(q4.id, 1)).statusCode).toBe(403);
  });

  it('refuses hostile saves with 400: unknown question, answer 5, an empty slot, wrong types', async () => {
    const quiz = await startedQuiz();
    const other = await startedQuiz();
    const session = await join(quiz.code);
    const save = (payload: InjectOptions['payload']) => saveIn(quiz.code, session, payload);
    expect((await save({ key: other.questions[0].id, answer: 1 })).json()).toEqual({
      key: ['This question is not part of this quizz.'],
    });
    expect((await save({ key: quiz.questions[0].id, answer: 5 })).statusCode).toBe(400);
    expect((await save({ key: quiz.questions[2].id, answer: 3 })).json()).toEqual({
      answer: ['This answer does not exist for this question.'],
    });
    expect((await save({ key: 'abc', answer: 1 })).statusCode).toBe(400);
    expect((await save({ key: 3_000_000_000, answer: 1 })).statusCode).toBe(400);
    expect((await save({ key: quiz.questions[0].id, answer: 'x'.repeat(100_000) })).statusCode).toBe(400);
    expect((await save({})).statusCode).toBe(400);
    expect(
      (
        await call('POST', `/api/quizz/response/_save/${quiz.code}?session_id=short`, {
          key: quiz.questions[0].id,
          answer: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/quizz/response/_save/${quiz.code}`, { key: quiz.questions[0].id, answer: 1 }))
        .statusCode,
    ).toBe(400);
  });

  it("never lets one session read or write another's answers", async () => {
    const quiz = await startedQuiz();
    const other = await startedQuiz();
    const alice = await join(quiz.code);
    const bob = await join(other.code);
    const forged = 'A'.repeat(32);
    expect((await sessionIn(quiz.code, forged)).statusCode).toBe(404);
    // Bob's session id with Alice's quiz code opens nothing
    expect((await sessionIn(quiz.code, bob)).statusCode).toBe(404);
    expect((await saveIn(quiz.code, bob, { key: quiz.questions[0].id, answer: 1 })).statusCode).toBe(404);
    expect((await endIn(quiz.code, bob)).statusCode).toBe(404);
    const aliceView = await sessionIn(quiz.code, alice);
    expect(
      aliceView.json<{ response: SessionResponse }>().response.questions.every((q) => q.answer === null),
    ).toBe(true);
  });
});

describe('the server owns time', () => {
  it('accepts saves until the end plus the grace, then opens "time over"; the end is still accepted', async () => {
    const quiz = await startedQuiz({ duration: 1 });
    const session = await join(quiz.code);
    const save = (key: number, answer: number) => saveIn(quiz.code, session, { key, answer });
    t.clock.advance(60_000 + SAVE_GRACE_MS - 1_000);
    expect((await save(quiz.questions[0].id, 1)).statusCode).toBe(201);
    t.clock.advance(2_000);
    const late = await save(quiz.questions[1].id, 2);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ detail: 'Time is over.', code: 'taking.time_over' });
    // the last answer carried by a late end is not taken, but the session ends with what was saved in time
    const end = await endIn(quiz.code, session, { key: quiz.questions[1].id, answer: 2 });
    expect(end.statusCode).toBe(201);
    expect(end.json().response).toMatchObject({ finished: true, score: 25 });
  });

  it('lets sessions already started finish after the teacher stops the quiz, and refuses new joins', async () => {
    const quiz = await startedQuiz();
    const session = await join(quiz.code);
    await t.app.inject({ method: 'POST', url: `/api/quizz/_stop_now/${quiz.code}`, headers: teacher.auth });
    t.clock.advance(1_500);
    const newcomer = await startIn(quiz.code, {});
    expect(newcomer.statusCode).toBe(403);
    expect(newcomer.body).toBe(MESSAGES.quizEnded);
    expect((await saveIn(quiz.code, session, { key: quiz.questions[0].id, answer: 1 })).statusCode).toBe(201);
    expect((await endIn(quiz.code, session)).json().response.score).toBe(25);
  });
});

describe('random orders', () => {
  it('fixes each session its own question and answer order, stable across reloads, mapped back to stored numbers', async () => {
    const quiz = await startedQuiz({ random_questions: true, random_answers: true });
    const orders = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const session = await join(quiz.code);
      const first = (await sessionIn(quiz.code, session)).json<{ response: SessionResponse }>().response;
      const again = (await sessionIn(quiz.code, session)).json().response;
      expect(again.questions).toEqual(first.questions);
      orders.add(first.questions.map((q) => `${q.id}:${q.answer_order.join('')}`).join('|'));

      // click the slot that shows the correct text, send the stored number it maps to
      for (const shown of first.questions) {
        const authored = QUESTIONS[quiz.questions.findIndex((q) => q.id === shown.id)];
        const correctText = [authored.answer1, authored.answer2, authored.answer3, authored.answer4][
          authored.correct_answer - 1
        ];
        const slot = [shown.answer1, shown.answer2, shown.answer3, shown.answer4].indexOf(correctText ?? '');
        const stored = shown.answer_order[slot];
        expect(stored).toBe(authored.correct_answer);
        await saveIn(quiz.code, session, { key: shown.id, answer: stored });
      }
      const end = await endIn(quiz.code, session);
      expect(end.json().response.score).toBe(100);
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('survey and review', () => {
  it('stores comment and rating after the end, honouring the quiz switches', async () => {
    const quiz = await startedQuiz();
    const session = await join(quiz.code);
    expect(
      (
        await call('POST', `/api/quizz/response/_survey/${quiz.code}/${session}`, {
          comment: 'early',
          rating: 3,
        })
      ).statusCode,
    ).toBe(403);
    await endIn(quiz.code, session);
    expect(
      (await call('POST', `/api/quizz/response/_survey/${quiz.code}/${session}`, { rating: 6 })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/quizz/response/_survey/${quiz.code}/${session}`, {
          comment: 'x'.repeat(5_000),
        })
      ).statusCode,
    ).toBe(400);
    const ok = await call('POST', `/api/quizz/response/_survey/${quiz.code}/${session}`, {
      comment: 'Fun!',
      rating: 4,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ comment: 'Fun!', rating: 4 });

    const strict = await startedQuiz({ comment_allowed: false, rating_enabled: false });
    const s2 = await join(strict.code);
    await endIn(strict.code, s2);
    expect(
      (
        await call('POST', `/api/quizz/response/_survey/${strict.code}/${s2}`, {
          comment: 'ignored',
          rating: 5,
        })
      ).json(),
    ).toEqual({ comment: '', rating: null });
  });

  it('refuses an empty survey, which would lock it with nothing in it', async () => {
    const quiz = await startedQuiz();
    const session = await join(quiz.code);
    await endIn(quiz.code, session);
    for (const body of [{}, { comment: '   ', rating: null }, { comment: null }, { rating: null }]) {
      const empty = await call('POST', `/api/quizz/response/_survey/${quiz.code}/${session}`, body);
      expect(empty.statusCode, JSON.stringify(body)).toBe(400);
      expect(empty.json()).toEqual({ non_field_errors: [TAKING_ERRORS['taking.survey_empty']] });
    }
    const rated = await call('POST', `/api/quizz/response/_survey/${quiz.code}/${session}`, { rating: 2 });
    expect(rated.statusCode).toBe(201);
    expect(rated.json()).toEqual({ comment: '', rating: 2 });
  });

  it('keeps a sent survey final: a second send is refused with a message and changes nothing', async () => {
    const quiz = await startedQuiz();
    const session = await join(quiz.code);
    await endIn(quiz.code, session);
    const survey = (body: object) =>
      call('POST', `/api/quizz/response/_survey/${quiz.code}/${session}`, body);
    expect((await survey({ comment: 'Fun', rating: 4 })).statusCode).toBe(201);
    const again = await survey({ rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: TAKING_ERRORS['taking.survey_already_sent'],
      code: 'taking.survey_already_sent',
    });
    // after a reload the end page reads what was sent from the session
    const reloaded = await sessionIn(quiz.code, session);
    expect(reloaded.json().response).toMatchObject({ comment: 'Fun', rating: 4 });

    // two sends at once (two tabs): one is stored, the other refused
    const other = await join(quiz.code);
    await endIn(quiz.code, other);
    const both = await Promise.all(
      [2, 5].map((rating) => call('POST', `/api/quizz/response/_survey/${quiz.code}/${other}`, { rating })),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('shows a finished student their answers against the correct ones, only when answers are available', async () => {
    const quiz = await startedQuiz({ review_after: 'end' });
    const session = await join(quiz.code);
    await saveIn(quiz.code, session, { key: quiz.questions[0].id, answer: 2 });
    expect((await call('GET', `/api/quizz/_review/${quiz.code}?session_id=${session}`)).statusCode).toBe(403);
    await endIn(quiz.code, session, { key: quiz.questions[1].id, answer: 2 });
    await call('POST', `/api/quizz/response/_survey/${quiz.code}/${session}`, { comment: 'Hard', rating: 2 });
    const review = await call('GET', `/api/quizz/_review/${quiz.code}?session_id=${session}`);
    expect(review.statusCode).toBe(200);
    const body = review.json<ReviewResult>();
    expect(body.quizz.questions.map((q) => q.correct_answer)).toEqual([1, 2, 2, 3]);
    expect(body.responses).toEqual({
      questions: [
        { question: quiz.questions[0].id, answer: 2, correct: false, fraction: 0 },
        { question: quiz.questions[1].id, answer: 2, correct: true, fraction: 1 },
        { question: quiz.questions[2].id, answer: null, correct: false, fraction: 0 },
        { question: quiz.questions[3].id, answer: null, correct: false, fraction: 0 },
      ],
      comment: 'Hard',
      rating: 2,
      score: 25,
    });

    const secret = await startedQuiz({ answers_available: false });
    const s2 = await join(secret.code);
    await endIn(secret.code, s2);
    const refused = await call('GET', `/api/quizz/_review/${secret.code}?session_id=${s2}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'The answers of this quizz are not available.',
      code: 'taking.review_unavailable',
    });
  });
});

describe('correct answers held back until the quiz is closed', () => {
  const review = (code: string, session: string) =>
    call('GET', `/api/quizz/_review/${code}?session_id=${session}`);
  // the fields that carry them in a review: correct_answer per question, correct per response
  const leaksCorrectAnswers = (body: string) => /"correct(_answer)?"/.test(body);

  it('refuses the second-session attack: an ended extra session gets 403 and no correct answer while the quiz runs', async () => {
    const quiz = await startedQuiz();
    const real = await join(quiz.code);
    const spare = await join(quiz.code);
    const ended = await endIn(quiz.code, spare);
    expect(ended.statusCode).toBe(201);
    expect(leaksCorrectAnswers(ended.body)).toBe(false);
    // the end page learns from the envelope that it must wait for the close
    expect(ended.json().quizz).toMatchObject({ answers_available: true, review_after: 'close', status: 1 });
    const refused = await review(quiz.code, spare);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: TAKING_ERRORS['taking.answers_held_back'],
      code: 'taking.answers_held_back',
    });
    expect(leaksCorrectAnswers(refused.body)).toBe(false);
    // nothing else a student can call carries them either
    for (const res of [
      await call('GET', `/api/quizz/_start/${quiz.code}`),
      await sessionIn(quiz.code, real),
      await sessionIn(quiz.code, spare),
      await endIn(quiz.code, real, { key: quiz.questions[0].id, answer: 1 }),
    ]) {
      expect(res.statusCode).toBeLessThan(300);
      expect(leaksCorrectAnswers(res.body)).toBe(false);
    }
    expect((await review(quiz.code, real)).statusCode).toBe(403);
  });

  it('shows the answers once the teacher closes the quiz', async () => {
    const quiz = await startedQuiz();
    const session = await join(quiz.code);
    await endIn(quiz.code, session, { key: quiz.questions[0].id, answer: 1 });
    expect((await review(quiz.code, session)).statusCode).toBe(403);
    await t.app.inject({ method: 'POST', url: `/api/quizz/_stop_now/${quiz.code}`, headers: teacher.auth });
    // the student path caches a quiz for up to a second
    t.clock.advance(1_500);
    const shown = await review(quiz.code, session);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<ReviewResult>().quizz.questions.map((q) => q.correct_answer)).toEqual([1, 2, 2, 3]);
    expect(shown.json().responses.score).toBe(25);
  });

  it("keeps today's behaviour with review_after 'end': the answers right after the student ends", async () => {
    const quiz = await startedQuiz({ review_after: 'end' });
    const session = await join(quiz.code);
    expect((await review(quiz.code, session)).json()).toEqual({
      detail: TAKING_ERRORS['taking.not_finished'],
      code: 'taking.not_finished',
    });
    await endIn(quiz.code, session);
    const shown = await review(quiz.code, session);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<ReviewResult>().quizz.questions.map((q) => q.correct_answer)).toEqual([1, 2, 2, 3]);
  });

  it('still refuses a review when answers are not available, even after the close, and whatever review_after says', async () => {
    for (const review_after of ['end', 'close']) {
      const quiz = await startedQuiz({ answers_available: false, review_after });
      const session = await join(quiz.code);
      await endIn(quiz.code, session);
      await t.app.inject({ method: 'POST', url: `/api/quizz/_stop_now/${quiz.code}`, headers: teacher.auth });
      t.clock.advance(1_500);
      const refused = await review(quiz.code, session);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: TAKING_ERRORS['taking.review_unavailable'],
        code: 'taking.review_unavailable',
      });
    }
  });

  it('answers an unknown session the 404 of an unknown code, held back or not: the 403 would tell the code runs', async () => {
    const quiz = await startedQuiz();
    const unknown = 'x'.repeat(32);
    const res = await review(quiz.code, unknown);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      detail: TAKING_ERRORS['taking.session_not_found'],
      code: 'taking.session_not_found',
    });
    await t.app.inject({ method: 'POST', url: `/api/quizz/_stop_now/${quiz.code}`, headers: teacher.auth });
    t.clock.advance(1_500);
    expect((await review(quiz.code, unknown)).json()).toEqual(res.json());
  });
});

describe('limits', () => {
  it('limits joins per quiz and saves per session, not per address', async () => {
    const limited = await createTestApp({ limits: { joinsPerQuizPer10s: 3, savesPerSessionPer10s: 2 } });
    try {
      const owner = await createActiveUser(limited);
      const quiz = await createStartedQuiz(limited, owner.auth, { title: 'L', questions: QUESTIONS });
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: `/api/quizz/response/_start/${quiz.code}`,
              payload: {},
            })
          ).statusCode,
        );
      expect(codes).toEqual([201, 201, 201, 429]);
      const session = (await limited.app.inject({ method: 'GET', url: `/api/quizz/_start/${quiz.code}` }))
        .statusCode;
      expect(session).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('save order: the answer with the highest sequence stays', () => {
  const answersOf = (res: LightMyRequestResponse) =>
    Object.fromEntries(
      res.json<{ response: SessionResponse }>().response.questions.map((q) => [q.id, q.answer]),
    );

  it('keeps a newer answer when an older save arrives late, and still acknowledges the older one', async () => {
    const quiz = await startedQuiz();
    const session = await join(quiz.code);
    const [q1, q2] = quiz.questions;
    const save = (payload: InjectOptions['payload']) => saveIn(quiz.code, session, payload);
    const newer = await save({ key: q1.id, answer: 1, sequence: 1_800_000_000_200 });
    expect(newer.statusCode).toBe(201);
    expect(newer.json()).toEqual({ detail: 'saved' });
    // the save the client gave up on (sent before the newer one) reaches the server now
    const late = await save({ key: q1.id, answer: 3, sequence: 1_800_000_000_100 });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toEqual({ detail: 'saved', superseded: true });
    const reload = await sessionIn(quiz.code, session);
    expect(answersOf(reload)[q1.id]).toBe(1);
    // the end's own answer is ordered too, and the final answers (what the report reads) hold the newer one
    await save({ key: q2.id, answer: 2, sequence: 1_800_000_000_300 });
    const end = await endIn(quiz.code, session, { key: q2.id, answer: 1, sequence: 1_800_000_000_250 });
    expect(end.statusCode).toBe(201);
    expect(answersOf(end)).toMatchObject({ [q1.id]: 1, [q2.id]: 2 });
    expect(end.json().response.score).toBe(50);
  });

  it('applies a retry with an equal sequence again (idempotent), and a higher one replaces the answer', async () => {
    const quiz = await startedQuiz();
    const session = await join(quiz.code);
    const key = quiz.questions[0].id;
    const save = (answer: number, sequence: number | string) =>
      saveIn(quiz.code, session, { key, answer, sequence });
    for (let i = 0; i < 3; i++) {
      const res = await save(2, 500);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ detail: 'saved' });
    }
    expect((await save(4, '501')).json()).toEqual({ detail: 'saved' }); // digits, as integers may be written
    const reload = await sessionIn(quiz.code, session);
    expect(answersOf(reload)[key]).toBe(4);
  });

  it('still takes saves without a sequence (older clients: the last to arrive wins), never over a sequenced one', async () => {
    const quiz = await startedQuiz();
    const session = await join(quiz.code);
    const [q1, q2] = quiz.questions;
    const save = (payload: InjectOptions['payload']) => saveIn(quiz.code, session, payload);
    expect((await save({ key: q1.id, answer: 2 })).json()).toEqual({ detail: 'saved' });
    expect((await save({ key: q1.id, answer: 1 })).json()).toEqual({ detail: 'saved' });
    await save({ key: q2.id, answer: 2, sequence: 7 });
    expect((await save({ key: q2.id, answer: 1 })).json()).toEqual({ detail: 'saved', superseded: true });
    const reload = await sessionIn(quiz.code, session);
    expect(answersOf(reload)).toMatchObject({ [q1.id]: 1, [q2.id]: 2 });
    // an _end without a sequence (or with null) still ends with its answer when nothing newer is stored
    const end = await endIn(quiz.code, session, { key: quiz.questions[2].id, answer: 2, sequence: null });
    expect(end.statusCode).toBe(201);
    expect(answersOf(end)[quiz.questions[2].id]).toBe(2);
  });

  it('refuses a sequence that is not a non-negative safe integer with 400', async () => {
    const quiz = await startedQuiz();
    const session = await join(quiz.code);
    const key = quiz.questions[0].id;
    for (const sequence of [-1, 1.5, 'abc', [], 2 ** 53, '99999999999999999999']) {
      const res = await saveIn(quiz.code, session, {
        key,
        answer: 1,
        sequence,
      });
      expect(res.statusCode, JSON.stringify(sequence)).toBe(400);
      expect(res.json()).toHaveProperty('sequence');
    }
  });
});
