/**
 * Counts failures per key in a sliding window (failed sign-ins per address and account, per account).
 * Keeps at most `max` timestamps per key: enough to answer "blocked?" and "how many, up to max?".
 * In memory, per instance: enough to make online guessing impractical; documented in docs/SECURITY.md.
 */
export class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    return this.count(key) >= this.max;
  }

  /** Failures of `key` in the window, at most `max`. */
  count(key: string): number {
    return this.recent(key).length;
  }

  record(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    if (list.length > this.max) list.shift();
    this.failures.set(key, list);
    if (this.failures.size > 100_000) this.prune();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }

  private prune(): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
