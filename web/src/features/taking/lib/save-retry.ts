import { isApiError } from '../../../lib/api-client';

/**
 * How the student's calls retry (the answer journal's saves and the `_end` call): which failures may
 * pass, and how long to wait before the next try (exponential backoff with jitter).
 */

/** What to do after a failed call: try again later, stop because time is over, or give up on it. */
export type FailureKind = 'retry' | 'timeOver' | 'drop';

export function classifyFailure(error: unknown): FailureKind {
  if (!isApiError(error)) return 'retry'; // aborted by our own timeout, or an unexpected throw
  const { status } = error;
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 403) return 'timeOver';
  return 'drop'; // 400 (not a question or answer of this quiz) or 404: sending it again cannot help
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface BackoffOptions {
  /** First wait, doubled after each failure (default 1 s). */
  baseMs?: number;
  /** Longest wait (default 10 s: the server accepts late answers for 30 s after the end). */
  maxMs?: number;
  /** 0..1; the wait is between half and all of the exponential value (default Math.random). */
  random?: () => number;
  timers?: Timers;
}

export function backoffDelay(attempt: number, { baseMs = 1_000, maxMs = 10_000, random = Math.random } = {}) {
  const full = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full * (0.5 + 0.5 * random()));
}

/**
 * Calls `fn` until it succeeds or fails for a reason a retry cannot fix (the `_end` call: the end
 * must reach the server even on a flaky network). Retryable failures wait with the same backoff.
 */
export async function withRetry<T>(
  fn: () => Promise<T>,
  options: BackoffOptions & { signal?: AbortSignal; onRetry?(error: unknown): void } = {},
): Promise<T> {
  const timers = options.timers ?? realTimers;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (classifyFailure(error) !== 'retry' || options.signal?.aborted) throw error;
      options.onRetry?.(error);
      await new Promise<void>((resolve) => {
        timers.setTimeout(resolve, backoffDelay(attempt, options));
      });
      if (options.signal?.aborted) throw error;
    }
  }
}
