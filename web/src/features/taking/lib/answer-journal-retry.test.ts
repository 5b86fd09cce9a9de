import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { endSession } from '../api/end-session';
import { withRetry } from './answer-journal';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
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
