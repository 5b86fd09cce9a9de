import type { ReviewResult } from '@quizzical/common';
import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { takingSessionKey } from '../../../lib/storage-keys';
import { cleanUpAfterEach, jsonResponse, renderWithApp } from '../../../test/render-app';
import { storedQuestion } from '../../../test/stored-question';
import { ReviewQuizPage } from './review-quiz-page';

configure({ asyncUtilTimeout: 5_000 });

const CODE = 'REV234';
const SID = 'sessionid_review_0123456789ab';

type Question = ReviewResult['quizz']['questions'][number];
const question = (id: number, fields: Partial<Question>): Question =>
  storedQuestion({ id, text: `Question ${id}`, ...fields });

const REVIEW: ReviewResult = {
  quizz: {
    code: CODE,
    title: 'Every type',
    description: '',
    language: 'en',
    questions: [
      question(1, {
        type: 'true_false',
        correct_answer: 1,
        explanation: 'Water boils at $100\\,°C$ at sea level.',
      }),
      question(2, {
        type: 'multiple',
        answer1: 'Red',
        answer2: 'Car',
        answer3: 'Blue',
        answer4: 'Dog',
        correct_answers: [1, 3],
      }),
      question(3, { type: 'text', accepted_answers: ['Paris', 'City of Light'] }),
      question(4, { type: 'numeric', correct_value: 2.5, tolerance: 0.1 }),
      // the right order; the student put Wednesday first
      question(5, { type: 'ordering', answer1: 'Monday', answer2: 'Tuesday', answer3: 'Wednesday' }),
      question(6, { type: 'poll', answer1: 'Tea', answer2: 'Coffee' }),
    ],
  },
  responses: {
    questions: [
      { question: 1, answer: 2, correct: false, fraction: 0 },
      { question: 2, answer: [1], correct: false, fraction: 0.5 },
      { question: 3, answer: 'paris', correct: true, fraction: 1 },
      { question: 4, answer: 2.55, correct: true, fraction: 1 },
      { question: 5, answer: [3, 2, 1], correct: false, fraction: 1 / 3 },
      { question: 6, answer: 2, correct: false, fraction: null },
    ],
    comment: '',
    rating: null,
    score: 56.7,
  },
};

beforeEach(() => {
  localStorage.setItem(takingSessionKey(CODE), SID);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith(`/api/quizz/_review/${CODE}`)
        ? jsonResponse(200, REVIEW)
        : jsonResponse(404, { detail: 'Not found.' }),
    ),
  );
});
cleanUpAfterEach();

const card = (number: number) => within(screen.getByRole('region', { name: `Question ${number}` }));

describe('review, every question type', { timeout: 20_000 }, () => {
  it("shows each type's right answer beside the student's, and the explanation", async () => {
    renderWithApp(<ReviewQuizPage />, { path: `/review_quizz/${CODE}`, routePath: '/review_quizz/:code' });
    await screen.findByRole('heading', { name: 'Review your answers' });
    // two right of five scored questions (the poll is not one of them)
    expect(screen.getByText('2 / 5')).toBeTruthy();

    // true/false with empty texts: True is right, False was chosen
    const trueFalse = card(1);
    expect(trueFalse.getByText('Incorrect')).toBeTruthy();
    const [right, chosen] = trueFalse.getAllByRole('listitem');
    expect(right.textContent).toContain('True');
    expect(right.hasAttribute('data-correct')).toBe(true);
    expect(chosen.textContent).toContain('False');
    expect(chosen.hasAttribute('data-chosen')).toBe(true);
    expect(trueFalse.getByRole('heading', { name: 'Explanation' })).toBeTruthy();
    expect(trueFalse.getByText(/Water boils at/)).toBeTruthy();

    // several answers: half a point, both right ones marked, the one chosen tagged
    const multiple = card(2);
    expect(multiple.getByText('Partly correct (50%)')).toBeTruthy();
    const marked = multiple.getAllByRole('listitem').filter((li) => li.hasAttribute('data-correct'));
    expect(marked.map((li) => li.textContent?.slice(0, 4))).toEqual(['RedY', 'Blue']);

    const text = card(3);
    expect(text.getByText('Correct')).toBeTruthy();
    expect(text.getByTestId('review-given').textContent).toContain('paris');
    expect(text.getByText('Accepted answers')).toBeTruthy();
    expect(text.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Paris', 'City of Light']);

    const numeric = card(4);
    expect(numeric.getByTestId('review-given').textContent).toContain('2.55');
    expect(numeric.getByTestId('review-expected').textContent).toContain('2.5 (± 0.1)');

    const ordering = card(5);
    expect(ordering.getByText('Partly correct (33%)')).toBeTruthy();
    const yours = within(ordering.getByTestId('review-your-order')).getAllByRole('listitem');
    expect(yours.map((li) => li.textContent)).toEqual([
      'Not in its place:1Wednesday',
      'In its place:2Tuesday',
      'Not in its place:3Monday',
    ]);
    const order = within(ordering.getByTestId('review-correct-order')).getAllByRole('listitem');
    expect(order.map((li) => li.textContent)).toEqual(['1Monday', '2Tuesday', '3Wednesday']);

    const poll = card(6);
    expect(poll.getByText('Poll, not scored')).toBeTruthy();
    expect(poll.getAllByRole('listitem').filter((li) => li.hasAttribute('data-correct'))).toEqual([]);
    expect(poll.getByText('Your answer').closest('li')?.textContent).toContain('Coffee');
  });
});
