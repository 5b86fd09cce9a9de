/**
 * At most `limit` tasks at once; the others wait in arrival order. `peak` is the most ever in flight
 * (tests read it to see the bound hold).
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  peak = 0;

  constructor(readonly limit: number) {}

  get inFlight() {
    return this.active;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      // hand the slot straight to the next waiter, or free it
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
