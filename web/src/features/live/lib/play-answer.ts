import type { AnswerValue } from '@quizzical/common';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { backoffDelay } from '../../../lib/backoff';
import { errorText, getT } from '../../../lib/i18n';

/**
 * One tap's journey to the server. The tap is sent until the server answers: a phone on school Wi-Fi
 * drops for a second, and a retry that arrives before the reveal (and within LIVE_TAP_ALLOWANCE_MS of
 * the countdown's end) still counts; later, the server says 'Time is over.' (a tap that arrives after
 * the reveal never counts: its sender may have seen the answer). The server decides: 201 saved, 400
 * refused.
 * Pure: the send and the wait are given, so the backoff is tested without a network.
 */

/** saving: on its way · retrying: the last try failed, the next one waits · then one of the outcomes. */
export type AnswerPhase = 'saving' | 'retrying' | 'saved' | 'timeOver' | 'refused';

export type AnswerOutcome =
  | { phase: 'saved'; answer: AnswerValue }
  | { phase: 'timeOver' }
  | { phase: 'refused'; message: string }
  | { phase: 'aborted' };

export interface SendAnswerOptions {
  /** Posts the tap; resolves with the answer that counts (the first one tapped, kept by the server). */
  send(): Promise<{ answer: AnswerValue }>;
  /** Waits `ms` (it may end sooner: the page ends it when the browser comes back online). */
  wait(ms: number): Promise<void>;
  onPhase?(phase: 'saving' | 'retrying'): void;
  signal?: AbortSignal;
  /** First wait, doubled after each failure up to `maxMs`. */
  baseMs?: number;
  maxMs?: number;
  /** 0..1, the jitter (tests pass a constant): a class that lost the Wi-Fi together does not retry together. */
  random?(): number;
}

/** A failure a retry may cure: no network, a timeout, an overloaded or restarting server. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** The wait before retry `attempt`: from half a second, at most 5 s (the reveal is near). */
const retryWait = (attempt: number, { baseMs = 500, maxMs = 5_000, random }: SendAnswerOptions) =>
  backoffDelay(attempt, { baseMs, maxMs, random });

export async function sendAnswer(options: SendAnswerOptions): Promise<AnswerOutcome> {
  const { signal } = options;
  for (let attempt = 1; ; attempt++) {
    if (signal?.aborted) return { phase: 'aborted' };
    options.onPhase?.(attempt === 1 ? 'saving' : 'retrying');
    try {
      const { answer } = await options.send();
      return signal?.aborted ? { phase: 'aborted' } : { phase: 'saved', answer };
    } catch (error) {
      if (signal?.aborted) return { phase: 'aborted' };
      if (!isRetryable(error)) {
        if (hasErrorCode(error, 'live.time_over')) return { phase: 'timeOver' };
        // the server's reason in the language on screen (by its code), else a plain refusal
        return { phase: 'refused', message: errorText(error, getT()('live.play.not_accepted')) };
      }
      options.onPhase?.('retrying');
      await options.wait(retryWait(attempt, options));
    }
  }
}
