import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

const counter = () => {
  let n = 0;
  return async () => ++n;
};

describe('the TTL cache', () => {
  it('loads a key once for concurrent and later callers, and again after clear()', async () => {
    const cache = createTtlCache<string, number>({ maxEntries: 10, maxAgeMs: 60_000 });
    const load = counter();
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(await cache.get('a', load)).toBe(1);
    cache.clear();
    expect(await cache.get('a', load)).toBe(2);
  });

  it('does not keep failures, expires old values and evicts the least recently used', async () => {
    const cache = createTtlCache<string, number>({ maxEntries: 2, maxAgeMs: 30 });
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 7)).toBe(7);

    const load = counter();
    await cache.get('a', load); // 1
    await cache.get('x', load); // still 7: x is now the most recently used
    await cache.get('b', load); // 2, evicts a
    expect(cache.size()).toBe(2);
    expect(await cache.get('a', load)).toBe(3);

    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('a', load)).toBe(4);
  });

  it('answers a load in flight during clear() to its callers without keeping it', async () => {
    const cache = createTtlCache<string, number>({ maxEntries: 10, maxAgeMs: 60_000 });
    let finish: (value: number) => void = () => {};
    const pending = cache.get('a', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(1);
    expect(await pending).toBe(1);
    expect(await cache.get('a', async () => 2)).toBe(2);
  });

  it('ages entries by the injected clock, from when their load answered', async () => {
    let now = Date.parse('2025-09-01T08:00:00Z');
    const cache = createTtlCache<number, number>({ maxEntries: 10, maxAgeMs: 1_000, now: () => now });
    const load = counter();
    expect(await cache.get(1, load)).toBe(1);
    now += 999;
    expect(await cache.get(1, load)).toBe(1);
    now += 2;
    expect(await cache.get(1, load)).toBe(2);
  });

  it('loads again on `fresh` or after delete(), and a load in flight during delete() is not kept', async () => {
    const cache = createTtlCache<string, number>({ maxEntries: 10, maxAgeMs: 60_000 });
    const load = counter();
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load, { fresh: true })).toBe(2);
    expect(await cache.get('a', load)).toBe(2);
    cache.delete('a');
    expect(await cache.get('a', load)).toBe(3);

    let finish: (value: number) => void = () => {};
    const pending = cache.get('b', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.delete('b');
    finish(1);
    expect(await pending).toBe(1);
    expect(await cache.get('b', async () => 2)).toBe(2);
  });
});
