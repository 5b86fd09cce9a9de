import type { HostState } from '@quizzical/common';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render-app';
import { hostFixtures as f } from '../../lib/host-fixtures';
import { HostQuestion } from './host-question';

// The projector's reveal of the question types that are not one right option.

configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);

const question = (type: NonNullable<HostState['question']>['type'], answers = ['', '', '', '']) => ({
  id: 5,
  type,
  time_limit: null,
  text: 'Question?',
  answer1: answers[0],
  answer2: answers[1],
  answer3: answers[2],
  answer4: answers[3],
  smallImageUrl: '',
  bigImageUrl: '',
});
const solution = {
  type: 'single' as const,
  correct_answer: null,
  correct_answers: [],
  accepted_answers: [],
  correct_value: null,
  tolerance: 0,
  correct_order: [],
};
const show = (state: HostState) => renderWithApp(<HostQuestion state={state} seconds={null} />);

describe('the projector, by question type', { timeout: 20_000 }, () => {
  it('several answers: every right option ticked', async () => {
    show(
      f.reveal({
        question: question('multiple', ['2', '4', '5', '9']),
        correct_answer: null,
        solution: { ...solution, type: 'multiple', correct_answers: [1, 3] },
        distribution: [3, 1, 2, 0],
      }),
    );
    await screen.findByTestId('answer-A');
    const right = ['A', 'B', 'C', 'D'].filter((letter) =>
      screen.getByTestId(`answer-${letter}`).hasAttribute('data-correct'),
    );
    expect(right).toEqual(['A', 'C']);
  });

  it('a number: the value and its tolerance, the closest and the most given numbers', async () => {
    show(
      f.reveal({
        question: question('numeric'),
        correct_answer: null,
        solution: { ...solution, type: 'numeric', correct_value: 2.5, tolerance: 0.1 },
        distribution: [0, 0, 0, 0],
        answer_summary: {
          right: 2,
          partial: 0,
          closest: 2.45,
          top_answers: [
            { answer: 3, count: 4, correct: false },
            { answer: 2.45, count: 2, correct: true },
          ],
        },
      }),
    );
    expect((await screen.findByTestId('right-answer')).textContent).toBe('2.5 (± 0.1)');
    expect(screen.getByTestId('right-count').textContent).toBe('2 right · closest: 2.45');
    const given = within(screen.getByTestId('given-answers')).getAllByRole('listitem');
    expect(given.map((item) => item.textContent)).toEqual(['34 answers', '2.45(correct answer)2 answers']);
    expect(screen.queryByRole('list', { name: 'Answers' })).toBeNull();
  });

  it('a poll: no option right or dimmed, each with its share', async () => {
    show(
      f.reveal({
        question: question('poll', ['Yes', 'No', '', '']),
        correct_answer: null,
        solution: { ...solution, type: 'poll' },
        distribution: [3, 1, 0, 0],
      }),
    );
    expect((await screen.findByTestId('share-A')).textContent).toBe('75%');
    expect(screen.getByTestId('share-B').textContent).toBe('25%');
    expect(screen.getByTestId('answer-A').hasAttribute('data-correct')).toBe(false);
  });
});
