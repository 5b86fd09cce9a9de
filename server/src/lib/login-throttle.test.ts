import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';
import { memoryCounters } from './shared-limits';

describe('login throttle', () => {
  it('delays every attempt on an account by a doubling, capped delay after the free failures, from any address', async () => {
    let now = 0;
    const throttle = new LoginThrottle({
      pair: { max: 3, timeWindow: 60_000 },
      delay: { windowMs: 60_000, freeFailures: 2, baseMs: 100, maxMs: 500 },
      counters: memoryCounters(() => now),
    });
    const delays = [];
    for (let i = 0; i < 7; i++) {
      delays.push(await throttle.delayFor('a@example.com'));
      await throttle.recordFailure({ address: `10.0.0.${i}`, account: 'a@example.com' });
    }
    expect(delays).toEqual([0, 0, 100, 200, 400, 500, 500]);
    expect(await throttle.delayFor('b@example.com')).toBe(0);
    // a success resets the pair, not the account: the delay decays with its window only
    await throttle.recordSuccess({ address: '10.0.0.1', account: 'a@example.com' });
    expect(await throttle.delayFor('a@example.com')).toBe(500);
    now += 60_001;
    expect(await throttle.delayFor('a@example.com')).toBe(0);
  });

  it('blocks one address on one account after its failures, and nothing else', async () => {
    const throttle = new LoginThrottle({
      pair: { max: 2, timeWindow: 60_000 },
      delay: { windowMs: 60_000, freeFailures: 0, baseMs: 0, maxMs: 0 },
    });
    await throttle.recordFailure({ address: '10.0.0.1', account: 'a@example.com' });
    expect(await throttle.isBlocked({ address: '10.0.0.1', account: 'a@example.com' })).toBe(false);
    await throttle.recordFailure({ address: '10.0.0.1', account: 'a@example.com' });
    expect(await throttle.isBlocked({ address: '10.0.0.1', account: 'a@example.com' })).toBe(true);
    expect(await throttle.isBlocked({ address: '10.0.0.2', account: 'a@example.com' })).toBe(false);
    expect(await throttle.isBlocked({ address: '10.0.0.1', account: 'b@example.com' })).toBe(false);
    expect(await throttle.delayFor('a@example.com')).toBe(0);
  });
});
