import { describe, expect, it } from 'vitest';
import {
  acceptAnswer,
  answerFraction,
  decodeAnswer,
  encodeAnswer,
  isScored,
  matchesAcceptedAnswer,
  orderingPresentation,
  type QuestionKey,
  scoreShare,
  studentOptions,
  toPresentedOrder,
  typeFieldDefaults,
} from './index';

const key = (fields: Partial<QuestionKey>): QuestionKey => ({
  type: 'single',
  answer1: 'A',
  answer2: 'B',
  answer3: 'C',
  answer4: 'D',
  correct_answer: 1,
  ...typeFieldDefaults(),
  ...fields,
});
const at = { sessionId: 'session-of-a-student-0001', questionId: 7 };

describe('several correct answers (multiple)', () => {
  // four options, right: A and C, wrong: B and D
  const multiple = key({ type: 'multiple', correct_answers: [1, 3] });

  it('gives right chosen ÷ all right minus wrong chosen ÷ all wrong, never below 0', () => {
    expect(answerFraction(multiple, [1, 3])).toBe(1);
    expect(answerFraction(multiple, [1])).toBe(0.5);
    expect(answerFraction(multiple, [1, 2])).toBe(0);
    expect(answerFraction(multiple, [1, 2, 3])).toBe(0.5);
    expect(answerFraction(multiple, [2, 4])).toBe(0); // 0 − 1, clipped
    expect(answerFraction(multiple, [1, 2, 3, 4])).toBe(0);
    expect(answerFraction(multiple, [])).toBe(0);
  });

  it('counts only written options as wrong ones', () => {
    const threeOptions = key({ type: 'multiple', answer4: '', correct_answers: [1] });
    expect(answerFraction(threeOptions, [1, 2])).toBe(0.5); // 1 − 1/2
    const allRight = key({ type: 'multiple', correct_answers: [1, 2, 3, 4] });
    expect(answerFraction(allRight, [1, 2])).toBe(0.5); // no wrong option to subtract
  });

  it('without partial credit gives the point for the exact set only', () => {
    const exact = { ...multiple, partial_credit: false };
    expect(answerFraction(exact, [1, 3])).toBe(1);
    expect(answerFraction(exact, [1])).toBe(0);
    expect(answerFraction(exact, [1, 2, 3])).toBe(0);
  });

  it('accepts a set of written options, sorted, and refuses repeats and missing options', () => {
    expect(acceptAnswer(multiple, [3, 1], at)).toEqual({ ok: true, answer: [1, 3] });
    expect(acceptAnswer(multiple, [], at)).toEqual({ ok: true, answer: [] });
    expect(acceptAnswer(multiple, [1, 1], at)).toEqual({ ok: false, refusal: 'taking.answer_invalid' });
    expect(acceptAnswer(multiple, 1, at)).toEqual({ ok: false, refusal: 'taking.answer_invalid' });
    expect(acceptAnswer({ ...multiple, answer4: '' }, [4], at)).toEqual({
      ok: false,
      refusal: 'taking.answer_slot_empty',
    });
  });
});

describe('one answer (single, true/false, poll)', () => {
  it('scores 1 for the key and 0 otherwise; a poll is not scored', () => {
    expect(answerFraction(key({ correct_answer: 2 }), 2)).toBe(1);
    expect(answerFraction(key({ correct_answer: 2 }), 3)).toBe(0);
    expect(answerFraction(key({ type: 'true_false', correct_answer: 2 }), 2)).toBe(1);
    expect(answerFraction(key({ type: 'poll' }), 1)).toBeNull();
    expect(isScored('poll')).toBe(false);
    expect(isScored('true_false')).toBe(true);
  });

  it('accepts a written option (digits as text too), refuses an empty slot or another shape', () => {
    const threeOptions = key({ answer4: '' });
    expect(acceptAnswer(threeOptions, 3, at)).toEqual({ ok: true, answer: 3 });
    expect(acceptAnswer(threeOptions, '2', at)).toEqual({ ok: true, answer: 2 });
    expect(acceptAnswer(threeOptions, 4, at)).toEqual({ ok: false, refusal: 'taking.answer_slot_empty' });
    expect(acceptAnswer(threeOptions, 5, at)).toEqual({ ok: false, refusal: 'taking.answer_slot_empty' });
    expect(acceptAnswer(threeOptions, [1], at)).toEqual({ ok: false, refusal: 'taking.answer_invalid' });
    expect(acceptAnswer(threeOptions, 1.5, at)).toEqual({ ok: false, refusal: 'taking.answer_invalid' });
  });

  it('takes true or false whatever the texts (they may be empty)', () => {
    const trueFalse = key({ type: 'true_false', answer1: '', answer2: '', answer3: '', answer4: '' });
    expect(acceptAnswer(trueFalse, 1, at)).toEqual({ ok: true, answer: 1 });
    expect(acceptAnswer(trueFalse, 2, at)).toEqual({ ok: true, answer: 2 });
    expect(acceptAnswer(trueFalse, 3, at)).toEqual({ ok: false, refusal: 'taking.answer_slot_empty' });
  });
});

describe('typed answers (text)', () => {
  const capital = key({ type: 'text', accepted_answers: ['Paris', 'City of  Light'] });

  it('ignores case, surrounding and repeated spaces', () => {
    expect(answerFraction(capital, '  paris ')).toBe(1);
    expect(answerFraction(capital, 'city   of light')).toBe(1);
    expect(answerFraction(capital, 'PARIS')).toBe(1);
    expect(answerFraction(capital, 'Pariss')).toBe(0);
    expect(answerFraction(capital, '')).toBe(0);
  });

  it('compares case when the question is case-sensitive', () => {
    const sensitive = { ...capital, case_sensitive: true };
    expect(answerFraction(sensitive, 'paris')).toBe(0);
    expect(answerFraction(sensitive, ' Paris')).toBe(1);
  });

  it('matches composed and decomposed accents alike', () => {
    expect(matchesAcceptedAnswer('Genève', ['Gene\u0300ve'.normalize('NFC')], false)).toBe(true);
    expect(matchesAcceptedAnswer('Gene\u0300ve', ['Genève'], false)).toBe(true);
  });

  it('accepts a text of at most 200 characters, trimmed', () => {
    expect(acceptAnswer(capital, ' Paris ', at)).toEqual({ ok: true, answer: 'Paris' });
    expect(acceptAnswer(capital, 'x'.repeat(201), at)).toEqual({
      ok: false,
      refusal: 'taking.answer_invalid',
    });
    expect(acceptAnswer(capital, 3, at)).toEqual({ ok: false, refusal: 'taking.answer_invalid' });
  });
});

describe('numbers (numeric)', () => {
  const value = key({ type: 'numeric', correct_value: 2.5, tolerance: 0.1 });

  it('gives the point within the tolerance, bounds included', () => {
    expect(answerFraction(value, 2.6)).toBe(1); // 2.6 − 2.5 is 0.10000000000000009 in doubles
    expect(answerFraction(value, 2.4)).toBe(1);
    expect(answerFraction(value, 2.61)).toBe(0);
    expect(answerFraction(value, 2.39)).toBe(0);
    expect(answerFraction(key({ type: 'numeric', correct_value: -3, tolerance: 0.5 }), -3.5)).toBe(1);
  });

  it('with no tolerance wants the exact value', () => {
    const exact = key({ type: 'numeric', correct_value: 0.3 });
    expect(answerFraction(exact, 0.3)).toBe(1);
    expect(answerFraction(exact, 0.30001)).toBe(0);
  });

  it('accepts a finite number within ±10^15 only', () => {
    expect(acceptAnswer(value, -0.5, at)).toEqual({ ok: true, answer: -0.5 });
    expect(acceptAnswer(value, '2.5', at)).toEqual({ ok: false, refusal: 'taking.answer_invalid' });
    expect(acceptAnswer(value, 1e16, at)).toEqual({ ok: false, refusal: 'taking.answer_invalid' });
    expect(acceptAnswer(value, Number.NaN, at)).toEqual({ ok: false, refusal: 'taking.answer_invalid' });
  });
});

describe('ordering', () => {
  const order = key({
    type: 'ordering',
    answer1: 'first',
    answer2: 'second',
    answer3: 'third',
    answer4: 'fourth',
  });

  it('gives the share of items in their place, or the point for the exact order only', () => {
    expect(answerFraction(order, [1, 2, 3, 4])).toBe(1);
    expect(answerFraction(order, [1, 2, 4, 3])).toBe(0.5);
    expect(answerFraction(order, [2, 1, 4, 3])).toBe(0);
    expect(answerFraction(order, [4, 2, 3, 1])).toBe(0.5);
    expect(answerFraction({ ...order, partial_credit: false }, [1, 2, 4, 3])).toBe(0);
  });

  it('presents the items shuffled per session, never in the right order, the same at every read', () => {
    const seen = new Set<string>();
    for (let s = 0; s < 200; s++) {
      const presented = orderingPresentation(`session-${s}`, 7, 4);
      expect([...presented].sort()).toEqual([1, 2, 3, 4]);
      expect(presented).not.toEqual([1, 2, 3, 4]);
      expect(orderingPresentation(`session-${s}`, 7, 4)).toEqual(presented);
      seen.add(presented.join(''));
    }
    expect(seen.size).toBeGreaterThan(15); // of the 23 orders that are not the right one
  });

  it('gives the student the items in the presented order, and reads their answer in presented slots', () => {
    const presented = orderingPresentation(at.sessionId, at.questionId, 4);
    const shown = studentOptions(order, at);
    const texts = ['first', 'second', 'third', 'fourth'];
    expect([shown.answer1, shown.answer2, shown.answer3, shown.answer4]).toEqual(
      presented.map((i) => texts[i - 1]),
    );
    const rightSlots = toPresentedOrder(presented, [1, 2, 3, 4]);
    expect(acceptAnswer(order, rightSlots, at)).toEqual({ ok: true, answer: [1, 2, 3, 4] });
  });

  it('refuses an answer that is not an order of every item', () => {
    const three = { ...order, answer4: '' };
    expect(acceptAnswer(three, [1, 2], at)).toEqual({ ok: false, refusal: 'taking.answer_invalid' });
    expect(acceptAnswer(three, [1, 2, 4], at)).toEqual({ ok: false, refusal: 'taking.answer_invalid' });
    expect(acceptAnswer(three, [1, 1, 2], at)).toEqual({ ok: false, refusal: 'taking.answer_invalid' });
    expect(acceptAnswer(three, [3, 1, 2], at).ok).toBe(true);
  });
});

describe('what a student receives', () => {
  it('empties the answer fields of typed questions', () => {
    expect(studentOptions(key({ type: 'numeric', correct_value: 4 }), at)).toEqual({
      answer1: '',
      answer2: '',
      answer3: '',
      answer4: '',
    });
  });
});

describe('a score over fractions', () => {
  it('is the sum of the fractions over the scored questions, polls left out', () => {
    const keys = [
      key({ correct_answer: 2 }),
      key({ type: 'poll' }),
      key({ type: 'multiple', correct_answers: [1, 3] }),
    ];
    expect(scoreShare(keys, [2, 1, [1]])).toBe(0.75);
    expect(scoreShare(keys, [null, null, null])).toBe(0);
    expect(scoreShare([key({ type: 'poll' })], [1])).toBe(0);
  });
});

describe('stored answers as text', () => {
  it('round-trips every type', () => {
    expect(decodeAnswer('multiple', encodeAnswer([1, 3]))).toEqual([1, 3]);
    expect(decodeAnswer('multiple', encodeAnswer([]))).toEqual([]);
    expect(decodeAnswer('ordering', encodeAnswer([3, 1, 4, 2]))).toEqual([3, 1, 4, 2]);
    expect(decodeAnswer('numeric', encodeAnswer(-0.1))).toBe(-0.1);
    expect(decodeAnswer('numeric', encodeAnswer(1e-7))).toBe(1e-7);
    expect(decodeAnswer('text', encodeAnswer(' 12 '))).toBe(' 12 ');
    expect(decodeAnswer('single', encodeAnswer(4))).toBe(4);
  });
});
