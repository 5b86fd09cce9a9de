import { describe, expect, it } from 'vitest';
import { answerOrder, questionOrder } from './ordering';

describe('per-session orders', () => {
  const ids = [11, 12, 13, 14, 15, 16, 17, 18];

  it('keeps the authored order when random questions is off', () => {
    expect(questionOrder(123, ids, false)).toEqual(ids);
  });

  it('gives each session a stable permutation of the same questions', () => {
    const a = questionOrder(42, ids, true);
    expect(questionOrder(42, ids, true)).toEqual(a);
    expect([...a].sort()).toEqual(ids);
    const orders = new Set(Array.from({ length: 50 }, (_, seed) => questionOrder(seed, ids, true).join(',')));
    expect(orders.size).toBeGreaterThan(40);
  });

  it('shuffles only the filled answers and keeps empty slots last', () => {
    for (let seed = 0; seed < 100; seed++) {
      const order = answerOrder(seed, 7, [true, true, true, false], true);
      expect(order[3]).toBe(4);
      expect([...order].sort()).toEqual([1, 2, 3, 4]);
      expect(answerOrder(seed, 7, [true, true, true, false], true)).toEqual(order);
    }
    expect(answerOrder(5, 7, [true, true, false, false], false)).toEqual([1, 2, 3, 4]);
    expect(answerOrder(5, 7, [true, true, false, true], false)).toEqual([1, 2, 4, 3]);
  });

  it('differs between questions of one session', () => {
    const perQuestion = new Set(ids.map((q) => answerOrder(99, q, [true, true, true, true], true).join(',')));
    expect(perQuestion.size).toBeGreaterThan(1);
  });
});
