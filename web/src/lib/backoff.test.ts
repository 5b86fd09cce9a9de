import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoff delay', () => {
  it('doubles from the first wait per failure, up to the cap', () => {
    const delays = [1, 2, 3, 4, 5, 9].map((n) =>
      backoffDelay(n, { baseMs: 1_000, maxMs: 10_000, random: () => 1 }),
    );
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it('keeps a retry between half and all of the exponential value, capped', () => {
    const retry = (attempt: number, random: number) =>
      backoffDelay(attempt, { baseMs: 500, maxMs: 5_000, random: () => random });
    expect(retry(1, 0)).toBe(250);
    expect(retry(1, 1)).toBe(500);
    expect(retry(10, 1)).toBe(5_000);
    expect(backoffDelay(3, { baseMs: 1_000, maxMs: 10_000, random: () => 0 })).toBe(2_000);
  });

  it('spreads a reconnection within 25% either side of the exponential value', () => {
    const reconnect = (attempt: number, random: number) =>
      backoffDelay(attempt, { baseMs: 1_000, maxMs: 30_000, random: () => random, jitter: 'around' });
    expect(reconnect(1, 0.5)).toBe(1_000);
    expect(reconnect(3, 0.5)).toBe(4_000);
    expect(reconnect(10, 0.5)).toBe(30_000);
    expect(reconnect(2, 0)).toBe(1_500);
    expect(reconnect(2, 1)).toBe(2_500);
  });
});
