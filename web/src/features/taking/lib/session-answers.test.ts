import type { AnswerValue } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { sessionQuestion } from '../../../test/session-question';
import { answerSlots, hasAnswer, mergeAnswers, resumeIndex, toggleChoice } from './session-answers';

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

  it('names a true/false question’s empty options in the reader’s words, and keeps written ones', () => {
    const empty = sessionQuestion(1, { type: 'true_false', answer1: '', answer2: '', answer3: '' });
    expect(
      answerSlots(empty, { true: 'Wahr', false: 'Falsch' }).map((s) => [s.letter, s.text, s.stored]),
    ).toEqual([
      ['A', 'Wahr', 1],
      ['B', 'Falsch', 2],
    ]);
    const written = sessionQuestion(2, {
      type: 'true_false',
      answer1: 'Yes',
      answer2: 'No',
      answer3: 'stray',
    });
    expect(answerSlots(written, { true: 'True', false: 'False' }).map((s) => s.text)).toEqual(['Yes', 'No']);
  });

  it('has no options for typed answers, and an ordering’s items as presented', () => {
    expect(answerSlots(sessionQuestion(1, { type: 'text' }))).toEqual([]);
    expect(answerSlots(sessionQuestion(2, { type: 'numeric' }))).toEqual([]);
    const ordering = sessionQuestion(3, { type: 'ordering', answer1: 'B', answer2: 'C', answer3: 'A' });
    expect(answerSlots(ordering).map((s) => s.stored)).toEqual([1, 2, 3]);
  });

  it('counts an empty text or no box ticked as no answer, and resumes there', () => {
    expect([hasAnswer(undefined), hasAnswer(''), hasAnswer('  '), hasAnswer([])]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([hasAnswer(0), hasAnswer('x'), hasAnswer([2]), hasAnswer(3)]).toEqual([true, true, true, true]);
    const questions = [sessionQuestion(1, { type: 'text' }), sessionQuestion(2, { type: 'multiple' })];
    expect(resumeIndex(questions, new Map([[1, ' ']]))).toBe(0);
    expect(
      resumeIndex(
        questions,
        new Map<number, AnswerValue>([
          [1, 'Paris'],
          [2, []],
        ]),
      ),
    ).toBe(1);
  });

  it('ticks and unticks several answers, kept in ascending order', () => {
    expect(toggleChoice(undefined, 3)).toEqual([3]);
    expect(toggleChoice([3], 1)).toEqual([1, 3]);
    expect(toggleChoice([1, 3], 3)).toEqual([1]);
    expect(toggleChoice(2, 4)).toEqual([4]); // not a list (damage): a fresh one
  });
});
