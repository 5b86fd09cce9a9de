import { describe, expect, it } from 'vitest';
import { sessionQuestion } from '../../../test/session-question';
import { answerSlots, mergeAnswers, resumeIndex } from './session-answers';

describe('session answers', () => {
  it('labels the non-empty answers A to D in display order, with their stored numbers', () => {
    // the session shows stored answer 3 first, then 1, then 2; the empty 4th stays last
    const q = sessionQuestion(1, {
      answer1: 'Berlin',
      answer2: 'Paris',
      answer3: 'Rome',
      answer_order: [3, 1, 2, 4],
    });
    expect(answerSlots(q)).toEqual([
      { index: 0, letter: 'A', text: 'Berlin', stored: 3 },
      { index: 1, letter: 'B', text: 'Paris', stored: 1 },
      { index: 2, letter: 'C', text: 'Rome', stored: 2 },
    ]);
  });

  it('lets pending journal answers win over the saved ones', () => {
    const questions = [
      sessionQuestion(1, { answer: 2 }),
      sessionQuestion(2, { answer: 1 }),
      sessionQuestion(3),
    ];
    const merged = mergeAnswers(
      questions,
      new Map([
        [2, 3],
        [3, 1],
        [99, 4], // not a question of this session: ignored
      ]),
    );
    expect([...merged].sort()).toEqual([
      [1, 2],
      [2, 3],
      [3, 1],
    ]);
  });

  it('resumes at the first unanswered question', () => {
    const questions = [sessionQuestion(1), sessionQuestion(2), sessionQuestion(3)];
    expect(resumeIndex(questions, new Map([[1, 1]]))).toBe(1);
    expect(resumeIndex(questions, new Map())).toBe(0);
    expect(
      resumeIndex(
        questions,
        new Map([
          [1, 1],
          [2, 1],
          [3, 2],
        ]),
      ),
    ).toBe(2);
  });
});
