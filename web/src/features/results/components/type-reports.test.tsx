import type { Question, ResultsReport } from '@quizzical/common';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storedQuestion } from '../../../test/stored-question';
import { AnswerView, KeyView } from './answer-views';
import { TypeReport } from './type-reports';

type QuestionReport = ResultsReport['questions_report'][number];

const question = storedQuestion;

const report = (q: Question, fields: Partial<QuestionReport>): QuestionReport => ({
  question: q,
  type: q.type,
  percentage: 50,
  responses: [0, 0, 0, 0],
  totalResponses: 4,
  correctAnswer: q.correct_answer,
  typed_answers: [],
  given_numbers: [],
  ...fields,
});

/** A bar's letter, text and count line, as read. */
const bars = () =>
  screen.getAllByText(/·/).map((count) => count.closest('div')?.parentElement?.textContent ?? '');

describe('the results of each question type', () => {
  afterEach(cleanup);

  it('marks every correct option of a question with several correct answers', () => {
    const q = question({
      type: 'multiple',
      answer1: 'two',
      answer2: 'three',
      answer3: 'four',
      correct_answers: [1, 2],
    });
    render(<TypeReport report={report(q, { responses: [3, 2, 1, 0] })} />);
    expect(screen.getAllByText('Correct answer')).toHaveLength(2);
    expect(bars()).toEqual([
      'Answer A: two3 · 75%Correct answer',
      'Answer B: three2 · 50%Correct answer',
      'Answer C: four1 · 25%',
    ]);
    expect(screen.getByText(/one student may tick several/)).toBeTruthy();
  });

  it('names true and false in the reader’s language when the texts are empty', () => {
    const q = question({ type: 'true_false', correct_answer: 2 });
    render(<TypeReport report={report(q, { responses: [1, 3, 0, 0] })} />);
    expect(screen.getByText('True')).toBeTruthy();
    const right = screen.getByText('Correct answer').closest('div')?.parentElement?.parentElement;
    expect(right?.textContent).toContain('False');
  });

  it('marks no option of a poll as correct', () => {
    const q = question({ type: 'poll', answer1: 'yes', answer2: 'no' });
    render(<TypeReport report={report(q, { responses: [2, 2, 0, 0], percentage: null })} />);
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(bars()).toEqual(['Answer A: yes2 · 50%', 'Answer B: no2 · 50%']);
  });

  it('lists the most typed texts with their counts, the accepted ones marked', () => {
    const q = question({ type: 'text', accepted_answers: ['Paris', 'paris france'] });
    render(
      <TypeReport
        report={report(q, {
          typed_answers: [
            { answer: 'paris', count: 3, correct: true },
            { answer: 'lyon', count: 1, correct: false },
          ],
        })}
      />,
    );
    const table = screen.getByRole('table', { name: 'The most typed answers' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Typed answerStudents', '“paris” (counted as right)3', '“lyon”1']);
    expect(screen.getByText(/Accepted:/).parentElement?.textContent).toBe(
      'Accepted: “Paris” · “paris france”',
    );
  });

  it('lists the given numbers and the correct value with its tolerance', () => {
    const q = question({ type: 'numeric', correct_value: 9.81, tolerance: 0.05 });
    render(
      <TypeReport
        report={report(q, {
          given_numbers: [
            { value: 9.8, count: 2, correct: true },
            { value: 10, count: 1, correct: false },
          ],
        })}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'The numbers given' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Number givenStudents', '9.8 (counted as right)2', '101']);
    expect(screen.getByText(/9\.81 ± 0\.05/)).toBeTruthy();
  });

  it('shows an ordering in its correct order with how many placed each item', () => {
    const q = question({ type: 'ordering', answer1: 'first', answer2: 'second', answer3: 'third' });
    render(<TypeReport report={report(q, { responses: [4, 2, 1, 0] })} />);
    expect(bars()).toEqual([
      'Position 1: first4 · 100%',
      'Position 2: second2 · 50%',
      'Position 3: third1 · 25%',
    ]);
  });
});

describe('a student’s answer and the key, for every type', () => {
  afterEach(cleanup);
  const text = (node: React.ReactElement) => render(node).container.textContent;

  it('reads letters, texts, numbers and orders', () => {
    const options = { answer1: 'a', answer2: 'b', answer3: 'c', answer4: '' };
    expect(text(<AnswerView question={question({ ...options })} answer={2} />)).toBe('B. b');
    cleanup();
    expect(text(<AnswerView question={question({ type: 'multiple', ...options })} answer={[1, 3]} />)).toBe(
      'A. aC. c',
    );
    cleanup();
    expect(
      text(<AnswerView question={question({ type: 'ordering', ...options })} answer={[3, 1, 2]} />),
    ).toBe('cab');
    cleanup();
    expect(text(<AnswerView question={question({ type: 'text' })} answer="Paris" />)).toBe('“Paris”');
    cleanup();
    expect(text(<AnswerView question={question({ type: 'numeric' })} answer={1234.5} />)).toBe('1,234.5');
    cleanup();
    expect(text(<AnswerView question={question({ type: 'true_false' })} answer={1} />)).toBe('True');
    cleanup();
    expect(text(<KeyView question={question({ type: 'poll', ...options })} />)).toBe('');
    cleanup();
    expect(text(<KeyView question={question({ type: 'ordering', ...options })} />)).toBe('abc');
  });
});
