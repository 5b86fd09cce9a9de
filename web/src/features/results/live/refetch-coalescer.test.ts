import { describe, expect, it, vi } from 'vitest';
import { createRefetchCoalescer } from './refetch-coalescer';

/** Lets pending promise chains run without moving the clock. */
async function settle() {
  for (let i = 0; i < 30; i++) await Promise.resolve();
}

describe('refetch coalescer', () => {
  it('never runs two refetches at once and runs exactly one more for updates that came meanwhile', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const releases: (() => void)[] = [];
    const refetch = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          inFlight++;
          maxInFlight = Math.max(maxInFlight, inFlight);
          releases.push(() => {
            inFlight--;
            resolve();
          });
        }),
    );
    const rests: number[] = [];
    const coalescer = createRefetchCoalescer(refetch, async (ms) => {
      rests.push(ms);
    });
    coalescer.trigger();
    coalescer.trigger();
    coalescer.trigger();
    await settle();
    expect(refetch).toHaveBeenCalledTimes(1);
    releases[0]();
    await settle();
    expect(refetch).toHaveBeenCalledTimes(2);
    releases[1]();
    await settle();
    expect(refetch).toHaveBeenCalledTimes(2);
    expect(maxInFlight).toBe(1);
    expect(coalescer.busy).toBe(false);
    // it rested once, between the two runs (as long as the first took), and not after the last
    expect(rests).toHaveLength(1);
    expect(rests[0]).toBeGreaterThanOrEqual(0);
  });

  it('rests between back-to-back refetches as long as the last one took', async () => {
    vi.useFakeTimers();
    try {
      const refetch = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600)));
      const coalescer = createRefetchCoalescer(refetch);
      coalescer.trigger();
      await vi.advanceTimersByTimeAsync(100);
      coalescer.trigger(); // an update while the slow report loads
      await vi.advanceTimersByTimeAsync(500); // the first run ends at 600 ms
      expect(refetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(550); // resting until 1,200 ms
      expect(refetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(60);
      expect(refetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps going after a failed refetch and stops when told', async () => {
    const refetch = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValue(undefined);
    const coalescer = createRefetchCoalescer(refetch);
    coalescer.trigger();
    await settle();
    coalescer.trigger();
    await settle();
    expect(refetch).toHaveBeenCalledTimes(2);
    coalescer.stop();
    coalescer.trigger();
    await settle();
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
