export interface BackoffOptions {
  /** The first wait, doubled after each further failure. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
  /** 0..1 (tests pass a constant). */
  random?: () => number;
  /**
   * How the wait is spread, so that a class that lost the Wi-Fi together does not retry together.
   * 'below' (default): between half and all of the exponential value, never past the cap (retried
   * answers, which race a deadline). 'around': within ±25% of it (the event streams' reconnections,
   * centred on the delay the server asked for).
   */
  jitter?: 'below' | 'around';
}

/** The wait before retry `attempt` (1-based): exponential, capped, with jitter. */
export function backoffDelay(
  attempt: number,
  { baseMs, maxMs, random = Math.random, jitter = 'below' }: BackoffOptions,
): number {
  const full = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  const share = jitter === 'around' ? 0.75 + random() * 0.5 : 0.5 + 0.5 * random();
  return Math.round(full * share);
}
