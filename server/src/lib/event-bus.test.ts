import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_MS, createEventBus, type EventBus } from './event-bus';

const silent = { warn() {}, error() {} } as never;
let bus: EventBus;
beforeEach(async () => {
  vi.useFakeTimers();
  bus = await createEventBus({ logger: silent }); // in memory, as on PGlite
});
afterEach(async () => {
  await bus.close();
  vi.useRealTimers();
});

/** Times (ms after the start) at which each quiz's listener was called. */
function record(quizIds: number[]) {
  const start = Date.now();
  const calls = new Map<number, number[]>(quizIds.map((id) => [id, []]));
  for (const id of quizIds) bus.subscribe(id, () => calls.get(id)!.push(Date.now() - start));
  return calls;
}

describe('the live-results event bus', () => {
  it('announces a burst of answers once at once, then at most once per batch interval', async () => {
    const calls = record([1]);
    for (let i = 0; i < 10; i++) bus.publish(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.get(1)).toEqual([0]);

    // answers keep coming every 50 ms for 1.2 s: one announcement per BATCH_MS, and the last one
    for (let t = 0; t < 1_200; t += 50) {
      bus.publish(1);
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(BATCH_MS);
    const times = calls.get(1)!;
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect(times.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(BATCH_MS);
    expect(times.at(-1)).toBeGreaterThanOrEqual(1_150); // the last answers are announced too
  });

  it("does not hold a quiet quiz's first change back behind a busy quiz", async () => {
    const calls = record([1, 2]);
    bus.publish(1);
    await vi.advanceTimersByTimeAsync(100);
    bus.publish(1); // quiz 1 is now waiting for its next batch at 500 ms
    bus.publish(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.get(2)).toEqual([100]);
    await vi.advanceTimersByTimeAsync(BATCH_MS);
    expect(calls.get(1)).toEqual([0, BATCH_MS]);
  });

  it('tells local listeners of every change at once, unbatched', async () => {
    const heard: number[] = [];
    bus.onPublish((id) => heard.push(id));
    bus.publish(3);
    bus.publish(3);
    bus.publish(4);
    expect(heard).toEqual([3, 3, 4]);
  });
});
