import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('login throttle', () => {
  it('delays every attempt on an account by a doubling, capped delay after the free failures, from any address', () => {
    let now = 0;
    const throttle = new LoginThrottle(
      { max: 3, timeWindow: 60_000 },
      { windowMs: 60_000, freeFailures: 2, baseMs: 100, maxMs: 500 },
      () => now,
    );
    const delays = [];
    for (let i = 0; i < 7; i++) {
      delays.push(throttle.delayFor('a@example.com'));
      throttle.recordFailure(`10.0.0.${i}`, 'a@example.com');
    }
    expect(delays).toEqual([0, 0, 100, 200, 400, 500, 500]);
    expect(throttle.delayFor('b@example.com')).toBe(0);
    // a success resets the pair, not the account: the delay decays with its window only
    throttle.recordSuccess('10.0.0.1', 'a@example.com');
    expect(throttle.delayFor('a@example.com')).toBe(500);
    now += 60_001;
    expect(throttle.delayFor('a@example.com')).toBe(0);
  });

  it('blocks one address on one account after its failures, and nothing else', () => {
    const throttle = new LoginThrottle(
      { max: 2, timeWindow: 60_000 },
      { windowMs: 60_000, freeFailures: 0, baseMs: 0, maxMs: 0 },
    );
    throttle.recordFailure('10.0.0.1', 'a@example.com');
    expect(throttle.isBlocked('10.0.0.1', 'a@example.com')).toBe(false);
    throttle.recordFailure('10.0.0.1', 'a@example.com');
    expect(throttle.isBlocked('10.0.0.1', 'a@example.com')).toBe(true);
    expect(throttle.isBlocked('10.0.0.2', 'a@example.com')).toBe(false);
    expect(throttle.isBlocked('10.0.0.1', 'b@example.com')).toBe(false);
    expect(throttle.delayFor('a@example.com')).toBe(0);
  });
});
