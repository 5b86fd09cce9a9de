import type { SessionQuestion } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { answerSlots, mergeAnswers, resumeIndex } from './session-answers';

const question = (id: number, extra: Partial<SessionQuestion> = {}): SessionQuestion => ({
  id,
  text: `Question ${id}`,
  answer1: 'Paris',
  answer2: 'Rome',
  answer3: 'Berlin',
  answer4: '',
  smallImageUrl: '',
  bigImageUrl: '',
  answer_order: [1, 2, 3, 4],
  answer: null,
  ...extra,
});

describe('session answers', () => {
  it('labels the non-empty answers A to D in display order, with their stored numbers', () => {
    // the session shows stored answer 3 first, then 1, then 2; the empty 4th stays last
    const q = question(1, {
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
    const questions = [question(1, { answer: 2 }), question(2, { answer: 1 }), question(3)];
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
    const questions = [question(1), question(2), question(3)];
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
