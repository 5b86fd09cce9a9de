import { emptyQuestionCard, type MarketQuestion } from '@quizzical/common';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketAnswers } from './market-answers';

const question = (fields: Partial<MarketQuestion>) =>
  ({
    ...emptyQuestionCard(),
    id: 1,
    description: 'D',
    language: 'en',
    text: 'Q',
    ...fields,
  }) as MarketQuestion;

/** The answers as listed, each with its mark. */
const items = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('a market card’s answers, by type', () => {
  afterEach(cleanup);

  it('marks one correct answer, as before types', () => {
    render(<MarketAnswers question={question({ answer1: 'a', answer2: 'b', correct_answer: 2 })} />);
    expect(items()).toEqual(['AA: a', 'BB: bCorrect answer']);
  });

  it('marks several correct answers, none of a poll, and numbers an ordering', () => {
    render(
      <MarketAnswers
        question={question({
          question_type: 'multiple',
          answer1: 'a',
          answer2: 'b',
          correct_answers: [1, 2],
        })}
      />,
    );
    expect(items()).toEqual(['AA: aCorrect answer', 'BB: bCorrect answer']);
    cleanup();
    render(<MarketAnswers question={question({ question_type: 'poll', answer1: 'yes', answer2: 'no' })} />);
    expect(screen.queryByText('Correct answer')).toBeNull();
    cleanup();
    render(<MarketAnswers question={question({ question_type: 'ordering', answer1: 'x', answer2: 'y' })} />);
    expect(items()).toEqual(['11: x', '22: y']);
    expect(screen.getByText('Put in order')).toBeTruthy();
  });

  it('shows true/false by name, accepted answers and a number with its tolerance', () => {
    render(<MarketAnswers question={question({ question_type: 'true_false', correct_answer: 2 })} />);
    expect(items()).toEqual(['AA: True', 'BB: FalseCorrect answer']);
    cleanup();
    render(
      <MarketAnswers question={question({ question_type: 'text', accepted_answers: ['Paris', 'Lutèce'] })} />,
    );
    expect(items()).toEqual(['“Paris” · “Lutèce”Correct answer']);
    cleanup();
    render(
      <MarketAnswers
        question={question({ question_type: 'numeric', correct_value: 9.81, tolerance: 0.1 })}
      />,
    );
    expect(items()).toEqual(['9.81 ± 0.1Correct answer']);
  });
});
