import { describe, expect, it } from 'vitest';
import { hostFixtures as f } from './host-fixtures';
import {
  announcement,
  filledAnswers,
  mainAction,
  newerState,
  ordinal,
  questionCounter,
  stepKey,
} from './host-steps';

describe('host steps', () => {
  it('names the main button after the step, as the issue writes it', () => {
    expect(mainAction(f.lobby())).toEqual({ kind: 'next', label: 'live.host.action.start' });
    expect(mainAction(f.question())).toEqual({ kind: 'next', label: 'live.host.action.show_results' });
    expect(mainAction(f.reveal())).toEqual({ kind: 'next', label: 'live.host.action.next_question' });
    expect(mainAction(f.reveal({ question_index: 1 }))).toEqual({
      kind: 'next',
      label: 'live.host.action.show_podium',
    });
    expect(mainAction(f.podium())).toEqual({ kind: 'close', label: 'live.host.action.close' });
    expect(mainAction(f.podium({ status: 2 }))).toBeNull();
    expect(mainAction(f.question({ status: 2 }))).toBeNull();
  });

  it('keeps the newest state: a step never goes back, counts of the same step refresh', () => {
    const question = f.question({ answers_received: 1 });
    expect(newerState(null, question)).toBe(question);
    const fresher = f.question({ answers_received: 2 });
    expect(newerState(question, fresher)).toBe(fresher);
    const reveal = f.reveal();
    expect(newerState(reveal, question)).toBe(reveal);
  });

  it('shows only the filled answers, with their stored number, letter and colour', () => {
    const question = f.question().question;
    if (!question) throw new Error('the fixture has a question');
    const answers = filledAnswers(question);
    expect(answers.map((a) => [a.number, a.letter, a.text])).toEqual([
      [1, 'A', 'Zurich'],
      [2, 'B', 'Bern'],
      [3, 'C', 'Geneva'],
    ]);
    expect(answers[1].color).toBe('#1565c0');
  });

  it('announces each step once, in words', () => {
    expect(announcement(f.lobby())).toBe('Waiting for players. Join with the code ABC234. 3 players joined.');
    expect(announcement(f.question())).toBe('Question 1 of 2. What is the capital of Switzerland? $x^2$');
    expect(announcement(f.reveal())).toBe(
      'Results of question 1 of 2. The correct answer is B: Bern. 3 answers.',
    );
    expect(announcement(f.podium())).toBe(
      'Podium. 1st Grace, 2 points. 2nd Ada, 2 points. 3rd Alan, 1 point.',
    );
    expect(announcement(f.podium({ status: 2 }))).toBe('The quizz is closed.');
    // answers coming in do not change what is said
    expect(stepKey(f.question({ answers_received: 9 }))).toBe(stepKey(f.question()));
    expect(stepKey(f.question())).not.toBe(stepKey(f.reveal()));
  });

  it('keeps the lobby announcement true while players join: it speaks again at each join', () => {
    expect(stepKey(f.lobby({ player_count: 3 }))).not.toBe(stepKey(f.lobby({ player_count: 0 })));
    expect(announcement(f.lobby({ player_count: 1 }))).toBe(
      'Waiting for players. Join with the code ABC234. 1 player joined.',
    );
  });

  it('counts questions from 1 and writes ranks as ordinals', () => {
    expect(questionCounter(f.reveal({ question_index: 1 }))).toBe('Question 2 / 2');
    expect(questionCounter(f.lobby())).toBe('');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
