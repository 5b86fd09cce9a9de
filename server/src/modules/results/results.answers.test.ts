import { describe, expect, it } from 'vitest';
import { PRIME_NUMBERS, reportQuestion } from '../../test/questions';
import { createAnswerBook, createTally } from './results.answers';

const capital = reportQuestion({ type: 'text', accepted_answers: ['Paris'] });

describe('what a class typed to a text question', () => {
  it('counts spellings that compare equal as one answer, shown in the spelling typed most', () => {
    const tally = createTally(capital);
    for (const typed of ['paris', ' Paris ', 'Paris', 'Paris', 'Lyon', 'PARIS']) {
      tally.add(typed, typed.trim().toLowerCase() === 'paris' ? 1 : 0);
    }
    expect(tally.report().typed_answers).toEqual([
      { answer: 'Paris', count: 5, correct: true },
      { answer: 'Lyon', count: 1, correct: false },
    ]);
    expect(tally.report().totalResponses).toBe(6);
  });

  it('keeps case apart when the question is case-sensitive', () => {
    const tally = createTally({ ...capital, case_sensitive: true });
    for (const typed of ['Paris', 'paris', 'paris']) tally.add(typed, typed === 'Paris' ? 1 : 0);
    expect(tally.report().typed_answers).toEqual([
      { answer: 'paris', count: 2, correct: false },
      { answer: 'Paris', count: 1, correct: true },
    ]);
  });
});

describe('the answer book of a report', () => {
  const primes = reportQuestion({ type: 'multiple', ...PRIME_NUMBERS, partial_credit: true });
  const book = createAnswerBook([primes, capital]);

  it('decodes each distinct answer once and shares it between sessions', () => {
    const first = book.decode(0, '13');
    expect(first).toEqual([1, 3]);
    expect(book.decode(0, '13')).toBe(first);
  });

  it("scores as common's rules do, partial credit included", () => {
    expect(book.fraction(0, book.decode(0, '13'))).toBe(1);
    expect(book.fraction(0, book.decode(0, '1'))).toBe(0.5);
    expect(book.fraction(0, book.decode(0, '12'))).toBe(0);
    expect(book.fraction(1, book.decode(1, '  paris'))).toBe(1);
    expect(book.fraction(1, book.decode(1, 'Lyon'))).toBe(0);
  });
});
