import {
  orderingPresentation,
  QUESTION_TYPES,
  type Quiz,
  type ResultsReport,
  type ReviewResult,
  type SessionResponse,
  toPresentedOrder,
} from '@quizzical/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIME_NUMBERS } from '../../test/questions';
import { type ActiveUser, appWithTeacher, type TestApp } from '../../test/test-app';
import { callerOf } from '../../test/test-calls';

let t: TestApp, teacher: ActiveUser;

beforeAll(async () => {
  ({ t, teacher } = await appWithTeacher('types@example.com', { pro: 'TYPESPRO' }));
});
afterAll(() => t.close());

const call = callerOf(() => t);

/** One question of every type, in this order. */
const EVERY_TYPE = [
  { text: 'Capital of Switzerland?', answer1: 'Bern', answer2: 'Zurich', correct_answer: 1 },
  { type: 'true_false', text: 'The earth is flat.', correct_answer: 2, explanation: 'It is round: $\\pi$.' },
  { type: 'multiple', ...PRIME_NUMBERS },
  { type: 'text', text: 'Capital of France?', accepted_answers: ['Paris'], correct_answer: 3 },
  { type: 'numeric', text: 'g in m/s²?', correct_value: 9.81, tolerance: 0.05, time_limit: 45 },
  {
    type: 'ordering',
    text: 'Smallest first',
    answer1: 'one',
    answer2: 'two',
    answer3: 'three',
    answer4: 'four',
  },
  { type: 'poll', text: 'Did you like it?', answer1: 'Yes', answer2: 'No' },
];

async function startedQuiz(settings: Record<string, unknown> = {}) {
  const created = await call(
    'POST',
    '/api/quizz',
    { title: 'Every type', review_after: 'end', questions: EVERY_TYPE, ...settings },
    teacher.auth,
  );
  expect(created.statusCode).toBe(201);
  const quiz = created.json<Quiz>();
  await call('POST', `/api/quizz/_start_now/${quiz.code}`, undefined, teacher.auth);
  return quiz;
}

async function join(code: string) {
  const res = await call('POST', `/api/quizz/response/_start/${code}`, {});
  expect(res.statusCode).toBe(201);
  return res.json<{ response: SessionResponse }>().response;
}

const save = (code: string, session: string, key: number, answer: unknown) =>
  call('POST', `/api/quizz/response/_save/${code}?session_id=${session}`, { key, answer });

/** The right order of the ordering question in this session's presented slots. */
const rightOrderFor = (session: string, questionId: number) =>
  toPresentedOrder(orderingPresentation(session, questionId, 4), [1, 2, 3, 4]);

describe('authoring every type of question', () => {
  it('stores each type with its fields and gives them back to the owner, other fields at their defaults', async () => {
    const quiz = await startedQuiz();
    const read = (await call('GET', `/api/quizz/${quiz.code}`, undefined, teacher.auth)).json<Quiz>();
    expect(read.questions.map((q) => q.type)).toEqual(QUESTION_TYPES);
    expect(read.questions[1]).toMatchObject({ correct_answer: 2, explanation: 'It is round: $\\pi$.' });
    expect(read.questions[2]).toMatchObject({ correct_answers: [1, 3], partial_credit: true });
    expect(read.questions[3]).toMatchObject({
      accepted_answers: ['Paris'],
      case_sensitive: false,
      correct_answer: 1,
    });
    expect(read.questions[4]).toMatchObject({
      correct_value: 9.81,
      tolerance: 0.05,
      time_limit: 45,
      answer1: '',
    });
    expect(read.questions[5]).toMatchObject({ answer1: 'one', answer4: 'four' });
    expect(read.questions[0]).toMatchObject({
      correct_answers: [],
      accepted_answers: [],
      correct_value: null,
    });
  });

  it('refuses invalid combinations with field errors indexed by question', async () => {
    const res = await call(
      'POST',
      '/api/quizz',
      {
        title: 'Broken',
        questions: [
          { type: 'multiple', text: 'Q', answer1: 'a', answer2: 'b' },
          { type: 'numeric', text: 'Q' },
          { type: 'ordering', text: 'Q', answer1: 'only one' },
          { type: 'text', text: 'Q', accepted_answers: ['x'.repeat(201)] },
        ],
      },
      teacher.auth,
    );
    expect(res.statusCode).toBe(400);
    const { questions } = res.json();
    expect(questions[0]).toEqual({ correct_answers: ['Choose at least one correct answer.'] });
    expect(questions[1]).toEqual({ correct_value: ['Give the correct value.'] });
    expect(questions[2]).toEqual({ answer2: ['This field cannot be empty'] });
    expect(questions[3].accepted_answers).toBeDefined();
  });
});

describe('taking a quiz of every type', () => {
  it('never sends a key before the review: no accepted answers, values or authored order', async () => {
    const quiz = await startedQuiz();
    const start = await call('GET', `/api/quizz/_start/${quiz.code}`);
    const session = await join(quiz.code);
    const state = await call(
      'GET',
      `/api/quizz/response/_start/${quiz.code}?session_id=${session.session_id}`,
    );
    for (const body of [start.body, state.body]) {
      for (const secret of [
        'correct_answers',
        'accepted_answers',
        'correct_value',
        'tolerance',
        'Paris',
        '9.81',
        'explanation',
      ])
        expect(body).not.toContain(secret);
    }
    const [, trueFalse, , text, numeric, ordering] = session.questions;
    expect(trueFalse).toMatchObject({ type: 'true_false', answer1: '', answer2: '' });
    expect(text).toMatchObject({ type: 'text', answer1: '', answer2: '', answer3: '', answer4: '' });
    expect(numeric).toMatchObject({ type: 'numeric', time_limit: 45 });
    // the items in this session's presented order, never the authored (right) one
    const presented = [ordering.answer1, ordering.answer2, ordering.answer3, ordering.answer4];
    expect([...presented].sort()).toEqual(['four', 'one', 'three', 'two']);
    expect(presented).not.toEqual(['one', 'two', 'three', 'four']);
    expect(ordering.answer_order).toEqual([1, 2, 3, 4]);
    // before a session there is no presented order: the items wait for it
    expect(start.json().questions[5]).toMatchObject({ answer1: '', answer4: '' });
  });

  it('saves each type, gives the answers back as sent, scores fractions and reviews with explanations', async () => {
    const quiz = await startedQuiz();
    const { session_id: session, questions } = await join(quiz.code);
    const [single, trueFalse, multiple, text, numeric, ordering, poll] = quiz.questions.map((q) => q.id);
    const order = rightOrderFor(session, ordering);
    const saves: [number, unknown][] = [
      [single, 1], // 1
      [trueFalse, 1], // 0: the earth is not flat
      [multiple, [1, 2, 3]], // 1 − 1/2 = 0.5
      [text, '  paris '], // 1
      [numeric, 9.85], // 1: within 0.05 of 9.81
      [ordering, [order[1], order[0], order[2], order[3]]], // two of four in place: 0.5
      [poll, 2], // not scored
    ];
    for (const [key, answer] of saves)
      expect((await save(quiz.code, session, key, answer)).statusCode).toBe(201);

    const state = (await call('GET', `/api/quizz/response/_start/${quiz.code}?session_id=${session}`)).json<{
      response: SessionResponse;
    }>().response;
    expect(state.questions.map((q) => q.answer)).toEqual([
      1,
      1,
      [1, 2, 3],
      'paris',
      9.85,
      [order[1], order[0], order[2], order[3]],
      2,
    ]);
    expect(questions).toHaveLength(7);

    const ended = (await call('POST', `/api/quizz/response/_end/${quiz.code}/${session}`, {})).json<{
      response: SessionResponse;
    }>().response;
    // (1 + 0 + 0.5 + 1 + 1 + 0.5) ÷ 6 scored questions
    expect(ended.score).toBe(66.7);

    const review = (
      await call('GET', `/api/quizz/_review/${quiz.code}?session_id=${session}`)
    ).json<ReviewResult>();
    expect(review.responses.questions.map((q) => q.fraction)).toEqual([1, 0, 0.5, 1, 1, 0.5, null]);
    expect(review.responses.questions[5].answer).toEqual([2, 1, 3, 4]);
    expect(review.quizz.questions[5]).toMatchObject({ answer1: 'one', answer2: 'two', answer3: 'three' });
    expect(review.quizz.questions[1]).toMatchObject({
      explanation: 'It is round: $\\pi$.',
      correct_answer: 2,
    });
    expect(review.quizz.questions[3]).toMatchObject({ accepted_answers: ['Paris'] });
  });

  it('refuses answers that do not fit their question with the reason, and stores nothing', async () => {
    const quiz = await startedQuiz();
    const { session_id: session } = await join(quiz.code);
    const [single, trueFalse, multiple, text, numeric, ordering] = quiz.questions.map((q) => q.id);
    const refused: [number, unknown, string][] = [
      [single, 3, 'taking.answer_slot_empty'],
      [trueFalse, 3, 'taking.answer_slot_empty'],
      [multiple, [1, 1], 'taking.answer_invalid'],
      [multiple, 2, 'taking.answer_invalid'],
      [text, 12, 'taking.answer_invalid'],
      [numeric, 'nine', 'taking.answer_invalid'],
      [ordering, [1, 2, 3], 'taking.answer_invalid'],
      [single, [1], 'taking.answer_invalid'],
    ];
    for (const [key, answer, code] of refused) {
      const res = await save(quiz.code, session, key, answer);
      expect(res.statusCode, JSON.stringify(answer)).toBe(400);
      expect(res.headers['quizzical-error-code']).toBe(code);
      expect(res.json().answer).toHaveLength(1);
    }
    const state = (await call('GET', `/api/quizz/response/_start/${quiz.code}?session_id=${session}`)).json<{
      response: SessionResponse;
    }>().response;
    expect(state.questions.every((q) => q.answer === null)).toBe(true);
  });
});

describe('the report of a quiz of every type', () => {
  it('counts an emptied text or every box unticked as no answer, as the run screen does', async () => {
    const quiz = await startedQuiz();
    const [, , multiple, text] = quiz.questions.map((q) => q.id);
    const answered = (await join(quiz.code)).session_id;
    await save(quiz.code, answered, multiple, [1, 3]);
    await save(quiz.code, answered, text, 'Paris');
    const withdrawn = (await join(quiz.code)).session_id;
    for (const [key, answer] of [
      [multiple, [2]],
      [text, 'Rome'],
      [multiple, []],
      [text, ''],
    ] as const)
      expect((await save(quiz.code, withdrawn, key, answer)).statusCode).toBe(201);
    for (const session of [answered, withdrawn])
      await call('POST', `/api/quizz/response/_end/${quiz.code}/${session}`, {});
    const report = (
      await call('GET', `/api/quizz/${quiz.code}/responses`, undefined, teacher.auth)
    ).json<ResultsReport>();
    const byType = Object.fromEntries(report.questions_report.map((q) => [q.type, q]));
    expect(byType.multiple).toMatchObject({ totalResponses: 1, percentage: 100, responses: [1, 0, 1, 0] });
    expect(byType.text).toMatchObject({ totalResponses: 1, percentage: 100 });
    expect(byType.text.typed_answers).toEqual([{ answer: 'Paris', count: 1, correct: true }]);
  });

  it('gives the type, what the class answered per type, fractions and alpha', async () => {
    const quiz = await startedQuiz();
    const [single, , multiple, text, numeric, ordering, poll] = quiz.questions.map((q) => q.id);
    const students: [number, unknown][][] = [
      [
        [single, 1],
        [multiple, [1, 3]],
        [text, 'Paris'],
        [numeric, 9.81],
        [poll, 1],
      ],
      [
        [single, 2],
        [multiple, [1]],
        [text, 'paris '],
        [numeric, 10],
        [poll, 1],
      ],
      [
        [single, 2],
        [multiple, [2, 4]],
        [text, 'Lyon'],
        [numeric, 10],
        [poll, 2],
      ],
    ];
    for (const answers of students) {
      const { session_id: session } = await join(quiz.code);
      for (const [key, answer] of answers) await save(quiz.code, session, key, answer);
      const orderingAnswer = rightOrderFor(session, ordering);
      await save(quiz.code, session, ordering, orderingAnswer);
      await call('POST', `/api/quizz/response/_end/${quiz.code}/${session}`, {});
    }
    const report = (
      await call('GET', `/api/quizz/${quiz.code}/responses`, undefined, teacher.auth)
    ).json<ResultsReport>();
    const byType = Object.fromEntries(report.questions_report.map((q) => [q.type, q]));
    expect(byType.multiple.responses).toEqual([2, 1, 1, 1]);
    expect(byType.multiple.percentage).toBe(50); // (1 + 0.5 + 0) ÷ 3
    expect(byType.text.typed_answers).toEqual([
      { answer: 'Paris', count: 2, correct: true },
      { answer: 'Lyon', count: 1, correct: false },
    ]);
    expect(byType.numeric.given_numbers).toEqual([
      { value: 9.81, count: 1, correct: true },
      { value: 10, count: 2, correct: false },
    ]);
    expect(byType.ordering.responses).toEqual([3, 3, 3, 3]);
    expect(byType.poll).toMatchObject({ responses: [2, 1, 0, 0], percentage: null });
    // the poll is out of the item analysis; the others are analysed on fractions
    expect(report.item_analysis.items.map((item) => item.questionId)).not.toContain(poll);
    expect(report.item_analysis.items).toHaveLength(6);
    expect(report.item_analysis.alpha).toBe(report.item_analysis.kr20);
    // scores: (1+0+1+1+1+1)/6, (0+0+0.5+1+0+1)/6, (0+0+0+0+0+1)/6
    expect(report.participants.map((p) => p.percentage)).toEqual([83.3, 41.7, 16.7]);
  });

  it('scores again after a correction of a numeric tolerance', async () => {
    const quiz = await startedQuiz();
    const { session_id: session } = await join(quiz.code);
    const numeric = quiz.questions[4].id;
    await save(quiz.code, session, numeric, 10);
    const before = (await call('POST', `/api/quizz/response/_end/${quiz.code}/${session}`, {})).json<{
      response: SessionResponse;
    }>().response;
    expect(before.score).toBe(0);
    const read = (await call('GET', `/api/quizz/${quiz.code}`, undefined, teacher.auth)).json<Quiz>();
    const corrected = await call(
      'PATCH',
      `/api/quizz/${quiz.code}`,
      { questions: read.questions.map((q) => (q.id === numeric ? { ...q, tolerance: 0.5 } : q)) },
      teacher.auth,
    );
    expect(corrected.statusCode).toBe(200);
    const after = (await call('GET', `/api/quizz/response/_start/${quiz.code}?session_id=${session}`)).json<{
      response: SessionResponse;
    }>().response;
    expect(after.score).toBe(16.7); // one of six scored questions
  });
});
