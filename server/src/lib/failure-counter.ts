/** Failures per key in a window (failed sign-ins, reset mails, unknown quiz codes): "blocked?", "how many?". */
export interface FailureCounter {
  isBlocked(key: string): Promise<boolean>;
  /** Failures of `key` in the window, at most the counter's max. */
  count(key: string): Promise<number>;
  record(key: string): Promise<void>;
  /**
   * Records a failure only while `key` is under the max, in one step (concurrent calls cannot all slip
   * under it); false, and nothing recorded, when it is already blocked.
   */
  tryRecord(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
}

/**
 * Counts failures per key in a sliding window, in this process's memory (PGlite, one instance; the
 * shared store in lib/shared-limits.ts counts in Redis when there is one). Keeps at most `max`
 * timestamps per key: enough to answer "blocked?" and "how many, up to max?".
 */
export class MemoryFailureCounter implements FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async isBlocked(key: string): Promise<boolean> {
    return this.recent(key).length >= this.max;
  }

  async count(key: string): Promise<number> {
    return this.recent(key).length;
  }

  async record(key: string): Promise<void> {
    const list = this.recent(key);
    list.push(this.now());
    if (list.length > this.max) list.shift();
    this.failures.set(key, list);
    if (this.failures.size > 100_000) this.prune();
  }

  async tryRecord(key: string): Promise<boolean> {
    if (this.recent(key).length >= this.max) return false;
    await this.record(key);
    return true;
  }

  async reset(key: string): Promise<void> {
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
