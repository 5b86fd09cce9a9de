import type { Quiz, ResultsReport, ReviewResult, sessionEnvelope } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MemoryWindowCounter } from '../../lib/window-counter';
import { call, startTestApp, t } from '../../test/file-app';
import { createActiveUser } from '../../test/test-app';
import { createStartedQuiz, startAndAnswer } from '../../test/test-calls';
import { createTakingRepository } from '../taking/taking.repository';
import { createTakingService } from '../taking/taking.service';

type SessionEnvelope = z.output<typeof sessionEnvelope>;
type Auth = Record<string, string>;

startTestApp();

/** Q2's key is wrong: the teacher meant b. */
const QUESTIONS = [
  { text: 'Q1', answer1: 'a', answer2: 'b', correct_answer: 1 },
  { text: 'Q2: 2 + 2 = ?', answer1: '5', answer2: '4', correct_answer: 1 },
  { text: 'Q3', answer1: 'a', answer2: 'b', answer3: 'c', correct_answer: 3 },
];

/** The quiz's questions as the editor sends them back: by id, with `change` applied to the one at `index`. */
const withQuestion = (quiz: Quiz, index: number, change: Record<string, unknown>) =>
  quiz.questions.map((question, i) => (i === index ? { ...question, ...change } : question));
/** The owner of `auth` saves `quiz` with `change` made to its question `index`. */
const correctQuestion = (quiz: Quiz, index: number, change: Record<string, unknown>, auth: Auth) =>
  call('PATCH', `/api/quizz/${quiz.code}`, { questions: withQuestion(quiz, index, change) }, auth);

const report = async (quiz: Quiz, auth: Auth) =>
  (await call('GET', `/api/quizz/${quiz.code}/responses`, undefined, auth)).json<ResultsReport>();

const end = async (quiz: Quiz, session: string) =>
  (await call('POST', `/api/quizz/response/_end/${quiz.code}/${session}`, {})).json<SessionEnvelope>();

const sessionOf = async (quiz: Quiz, session: string) =>
  (
    await call('GET', `/api/quizz/response/_start/${quiz.code}?session_id=${session}`)
  ).json<SessionEnvelope>();

/**
 * A started quiz (answers shown after each student's end) and three students who ended: Ada and Cy
 * answered b to Q2 (right, but marked wrong), Ben a (marked right); all chose a for Q1; Cy left Q3.
 */
async function classThatEnded({ answersAfter = 'end' }: { answersAfter?: 'end' | 'close' } = {}) {
  const teacher = await createActiveUser(t);
  const quiz = await createStartedQuiz(t, teacher.auth, {
    title: 'Sums',
    anonymous: false,
    review_after: answersAfter,
    questions: QUESTIONS,
  });
  const students = { ada: [1, 2, 3], ben: [1, 1, 3], cy: [1, 2, null] };
  const sessions: Record<string, string> = {};
  for (const [name, answers] of Object.entries(students)) {
    sessions[name] = await startAndAnswer(call, quiz, { firstName: name, lastName: 'Test' }, answers);
    t.clock.advance(1_000);
    await end(quiz, sessions[name]);
  }
  return { teacher, quiz, sessions };
}

const percentages = (r: ResultsReport) =>
  Object.fromEntries(r.participants.map((p) => [p.first_name, [p.percentage, p.rank]]));

describe('correcting a started quiz', () => {
  it('rescores every answer when a key is corrected: scores, ranks, item analysis, end and review pages', async () => {
    const { teacher, quiz, sessions } = await classThatEnded();
    const before = await report(quiz, teacher.auth);
    expect(percentages(before)).toEqual({ ada: [66.7, 2], ben: [100, 1], cy: [33.3, 3] });
    expect((await sessionOf(quiz, sessions.ada)).response.score).toBe(66.7);

    const res = await correctQuestion(quiz, 1, { correct_answer: 2 }, teacher.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json<Quiz>().questions.map((q) => q.id)).toEqual(quiz.questions.map((q) => q.id));
    expect(res.json<Quiz>().questions[1].correct_answer).toBe(2);

    const after = await report(quiz, teacher.auth);
    expect(percentages(after)).toEqual({ ada: [100, 1], ben: [66.7, 2], cy: [66.7, 2] });
    expect(after.questions_report[1]).toMatchObject({ correctAnswer: 2, percentage: 66.7 });
    expect(before.item_analysis.items[1].facility).toBeCloseTo(1 / 3);
    expect(after.item_analysis.items[1].facility).toBeCloseTo(2 / 3);
    expect(after.mean_score).toBeGreaterThan(before.mean_score ?? 100);
    // the students' own pages: the end page's score and the review
    expect((await sessionOf(quiz, sessions.ada)).response.score).toBe(100);
    expect((await sessionOf(quiz, sessions.ben)).response.score).toBe(66.7);
    const review = (
      await call('GET', `/api/quizz/_review/${quiz.code}?session_id=${sessions.ada}`)
    ).json<ReviewResult>();
    expect(review.responses.score).toBe(100);
    expect(review.responses.questions[1]).toMatchObject({ answer: 2, correct: true });
    expect(review.quizz.questions[1].correct_answer).toBe(2);
  });

  it('corrects a closed quiz too, wording and images included', async () => {
    const { teacher, quiz, sessions } = await classThatEnded({ answersAfter: 'close' });
    await call('POST', `/api/quizz/_stop_now/${quiz.code}`, undefined, teacher.auth);
    const res = await call(
      'PATCH',
      `/api/quizz/${quiz.code}`,
      {
        title: 'Sums, corrected',
        questions: withQuestion(quiz, 1, {
          text: 'Q2: 2 + 2 = ? (corrected)',
          answer1: 'five',
          correct_answer: 2,
          smallImageUrl: '/media/uploads/sum.png',
        }),
      },
      teacher.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Quiz>()).toMatchObject({ status: 2, title: 'Sums, corrected' });
    const review = (
      await call('GET', `/api/quizz/_review/${quiz.code}?session_id=${sessions.ben}`)
    ).json<ReviewResult>();
    expect(review.quizz.questions[1]).toMatchObject({
      text: 'Q2: 2 + 2 = ? (corrected)',
      smallImageUrl: '/media/uploads/sum.png',
      correct_answer: 2,
    });
    expect(review.responses.score).toBe(66.7);
    expect(percentages(await report(quiz, teacher.auth)).ben).toEqual([66.7, 2]);
  });

  it('shows a student who is answering the corrected text at their next question', async () => {
    const { teacher, quiz } = await classThatEnded();
    const dan = await startAndAnswer(call, quiz, { firstName: 'dan', lastName: 'Test' }, [1]);
    const loaded = await sessionOf(quiz, dan);
    await correctQuestion(quiz, 1, { text: 'Q2: 2 + 2 = ? (typo fixed)' }, teacher.auth);
    // the run screen's poll says the questions changed; the session read again has the new text
    const time = (await call('GET', `/api/quizz/response/_time/${quiz.code}?session_id=${dan}`)).json<{
      revision: number;
    }>();
    expect(time.revision).toBeGreaterThan(loaded.quizz.revision);
    const reloaded = await sessionOf(quiz, dan);
    expect(reloaded.quizz.revision).toBe(time.revision);
    expect(reloaded.response.questions.find((q) => q.id === quiz.questions[1].id)?.text).toBe(
      'Q2: 2 + 2 = ? (typo fixed)',
    );
    // the answer already given stays
    expect(reloaded.response.questions.find((q) => q.id === quiz.questions[0].id)?.answer).toBe(1);
    // and the end scores against the quiz as it is now (a wording fix moves no score)
    expect((await end(quiz, dan)).response.score).toBe(33.3);
  });

  it('scores again an end whose statement read the key just before a correction committed', async () => {
    const { teacher, quiz } = await classThatEnded();
    const eve = await startAndAnswer(call, quiz, { firstName: 'eve', lastName: 'Test' }, [1, 2, 3]);
    const { db, query } = t.app.database;
    const repo = createTakingRepository(db, query);
    // the real end, on the real database; the correction (a real PATCH) lands between the end's
    // statement, which scored with the old key, and its check of the quiz's revision
    const taking = createTakingService({
      repo: {
        ...repo,
        async quizRevision(quizId) {
          const corrected = await correctQuestion(quiz, 1, { correct_answer: 2 }, teacher.auth);
          expect(corrected.statusCode).toBe(200);
          return repo.quizRevision(quizId);
        },
      },
      config: { now: t.clock.now },
      events: { publish() {}, quizChanged() {}, onQuizChanged() {}, connected: () => false },
      joinsPerQuiz: new MemoryWindowCounter(100, 10_000),
      savesPerSession: new MemoryWindowCounter(100, 10_000),
    });
    const ended = await taking.end({ code: quiz.code, sessionId: eve }, {});
    expect(ended.response.score).toBe(100);
    expect((await sessionOf(quiz, eve)).response.score).toBe(100);
  });
});

describe('what a correction cannot change', () => {
  it('refuses a question added to a started quiz, and leaves it as it was', async () => {
    const { teacher, quiz } = await classThatEnded();
    const added = [...quiz.questions, { text: 'Q4', answer1: 'a', answer2: 'b', correct_answer: 1 }];
    const res = await call('PATCH', `/api/quizz/${quiz.code}`, { questions: added }, teacher.auth);
    expect(res.statusCode).toBe(400);
    expect(res.headers['quizzical-error-code']).toBe('quizzes.started_questions_count');
    expect(res.json()).toEqual({
      questions: [
        'Once a quizz has started, questions cannot be added or removed: only the existing ones can be corrected.',
      ],
    });
    const removed = await call(
      'PATCH',
      `/api/quizz/${quiz.code}`,
      { questions: quiz.questions.slice(1) },
      teacher.auth,
    );
    expect(removed.headers['quizzical-error-code']).toBe('quizzes.started_questions_count');
    // a question without its id is a new question, not a correction
    const replaced = await call(
      'PATCH',
      `/api/quizz/${quiz.code}`,
      { questions: quiz.questions.map(({ id: _id, ...question }) => question) },
      teacher.auth,
    );
    expect(replaced.headers['quizzical-error-code']).toBe('quizzes.started_questions_count');
    const now = (await call('GET', `/api/quizz/${quiz.code}`, undefined, teacher.auth)).json<Quiz>();
    expect(now.questions).toEqual(quiz.questions);
  });

  it('refuses reordering, and a question that changes kind (an answer added or emptied)', async () => {
    const { teacher, quiz } = await classThatEnded();
    const reordered = await call(
      'PATCH',
      `/api/quizz/${quiz.code}`,
      { questions: [quiz.questions[1], quiz.questions[0], quiz.questions[2]] },
      teacher.auth,
    );
    expect(reordered.statusCode).toBe(400);
    expect(reordered.headers['quizzical-error-code']).toBe('quizzes.started_questions_order');
    expect(reordered.json()).toEqual({
      questions: ['Once a quizz has started, its questions cannot be reordered.'],
    });
    const emptied = await correctQuestion(quiz, 2, { answer3: '', correct_answer: 1 }, teacher.auth);
    expect(emptied.statusCode).toBe(400);
    expect(emptied.headers['quizzical-error-code']).toBe('quizzes.started_question_kind');
    expect(emptied.json()).toEqual({
      questions: [
        {},
        {},
        {
          answer3: [
            'Once a quizz has started, a question keeps its kind: its answers can be reworded, not added or removed.',
          ],
        },
      ],
    });
    const grown = await correctQuestion(quiz, 0, { answer4: 'd' }, teacher.auth);
    expect(grown.headers['quizzical-error-code']).toBe('quizzes.started_question_kind');
  });

  it("refuses another teacher's correction as an unknown quiz", async () => {
    const { quiz } = await classThatEnded();
    const other = await createActiveUser(t);
    const res = await correctQuestion(quiz, 1, { correct_answer: 2 }, other.auth);
    expect(res.statusCode).toBe(404);
    expect(res.headers['quizzical-error-code']).toBe('quizzes.not_found');
  });
});
