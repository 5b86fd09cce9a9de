import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { endSession } from '../api/end-session';
import { backoffDelay, withRetry } from './answer-journal';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('backoff', () => {
  it('caps the wait and spreads retries with jitter', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n, { random: () => 1 }))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
    expect(backoffDelay(3, { random: () => 0 })).toBe(2_000);
  });
});

describe('withRetry (the end call)', () => {
  it('retries network failures and returns the answer', async () => {
    let offline = true;
    let ended: unknown = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        if (offline) throw new TypeError('Failed to fetch');
        ended = JSON.parse(String(init?.body));
        const body = { response: { finished: true, score: 50 }, now_date: new Date().toISOString() };
        return new Response(JSON.stringify(body), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const done = withRetry(() => endSession('ABC234', 'session-id-0123456789abcdef', null), {
      random: () => 1,
    });
    await vi.advanceTimersByTimeAsync(3_000);
    offline = false;
    await vi.advanceTimersByTimeAsync(4_000);
    expect((await done).response.finished).toBe(true);
    expect(ended).toEqual({});
  });

  it('does not retry an answer of the server', async () => {
    const fn = vi.fn(async () => {
      throw new ApiError(404, { detail: 'This session does not exist.' });
    });
    await expect(withRetry(fn)).rejects.toMatchObject({ status: 404 });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
