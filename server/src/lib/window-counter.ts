/** Counts hits per key in fixed windows; `hit` answers false once a key has used its hits (docs/SECURITY.md). */
export interface WindowCounter {
  hit(key: string): Promise<boolean>;
}

/**
 * Fixed-window counters per key (joins per quiz, saves per session): O(1) per hit, in this process's
 * memory. The shared store (lib/shared-limits.ts) counts in Redis instead when there is one.
 */
export class MemoryWindowCounter implements WindowCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string): Promise<boolean> {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (this.windows.size > 200_000) this.sweep(now);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count <= this.max;
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}
