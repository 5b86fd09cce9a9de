import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEventBus, type EventBus } from '../../lib/event-bus';
import { createReportCache } from './results.cache';

const silent = { info() {}, warn() {}, error() {} };
let bus: EventBus;
beforeEach(async () => {
  bus = await createEventBus({ logger: silent });
});
afterEach(() => bus.close());

/** A report computation that counts its runs and can be held open. */
function computation(text: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const run = {
    calls: 0,
    held: false,
    release,
    compute: async () => {
      run.calls++;
      if (run.held) await gate;
      return `${text} #${run.calls}`;
    },
  };
  return run;
}

describe('the results report cache', () => {
  it('serves every viewer the same report until the quiz changes', async () => {
    const cache = createReportCache(bus);
    const report = computation('quiz 1');
    expect(await cache.get(1, 'v1', report.compute)).toBe('quiz 1 #1');
    expect(await cache.get(1, 'v1', report.compute)).toBe('quiz 1 #1');
    expect(report.calls).toBe(1);

    // an answer saved on this instance: the next read is fresh at once, without waiting for the batch
    bus.publish(1);
    expect(await cache.get(1, 'v1', report.compute)).toBe('quiz 1 #2');
  });

  it('shares one computation between concurrent requests', async () => {
    const cache = createReportCache(bus);
    const report = computation('quiz 1');
    const results = await Promise.all([1, 2, 3].map(() => cache.get(1, 'v1', report.compute)));
    expect(results).toEqual(['quiz 1 #1', 'quiz 1 #1', 'quiz 1 #1']);
    expect(report.calls).toBe(1);
  });

  it('does not keep a report computed while the quiz changed', async () => {
    const cache = createReportCache(bus);
    const report = computation('quiz 1');
    report.held = true;
    const first = cache.get(1, 'v1', report.compute);
    bus.publish(1); // a save lands while the report is being read
    report.release();
    expect(await first).toBe('quiz 1 #1');
    report.held = false;
    expect(await cache.get(1, 'v1', report.compute)).toBe('quiz 1 #2');
  });

  it('hears changes announced by other instances through the batched event stream', async () => {
    const cache = createReportCache({ subscribe: bus.subscribe, onPublish: () => {}, connected: () => true });
    const report = computation('quiz 1');
    await cache.get(1, 'v1', report.compute);
    bus.publish(1); // delivered to subscribers by the batch flush, as a NOTIFY from elsewhere would be
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await cache.get(1, 'v1', report.compute)).toBe('quiz 1 #2');
  });

  it('computes afresh while the event bus is disconnected (changes elsewhere would go unheard)', async () => {
    let linkUp = true;
    const cache = createReportCache({ ...bus, connected: () => linkUp });
    const report = computation('quiz 1');
    await cache.get(1, 'v1', report.compute);
    linkUp = false; // e.g. the LISTEN connection is reconnecting after a database restart
    expect(await cache.get(1, 'v1', report.compute)).toBe('quiz 1 #2');
    expect(await cache.get(1, 'v1', report.compute)).toBe('quiz 1 #3');
    linkUp = true;
    expect(await cache.get(1, 'v1', report.compute)).toBe('quiz 1 #3');
  });

  it('rebuilds when the quiz itself changed, after a failure, and when too old', async () => {
    const cache = createReportCache(bus, { maxEntries: 10, maxAgeMs: 30 });
    const report = computation('quiz 1');
    await cache.get(1, 'v1', report.compute);
    expect(await cache.get(1, 'v2 (title edited)', report.compute)).toBe('quiz 1 #2');

    const failing = async () => {
      throw new Error('database down');
    };
    await expect(cache.get(2, 'v1', failing)).rejects.toThrow('database down');
    expect(await cache.get(2, 'v1', computation('quiz 2').compute)).toBe('quiz 2 #1');

    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get(1, 'v2 (title edited)', report.compute)).toBe('quiz 1 #3');
  });

  it('keeps at most maxEntries reports, evicting the least recently read', async () => {
    const cache = createReportCache(bus, { maxEntries: 2, maxAgeMs: 10_000 });
    const reports = [1, 2, 3].map((id) => computation(`quiz ${id}`));
    await cache.get(1, 'v', reports[0].compute);
    await cache.get(2, 'v', reports[1].compute);
    await cache.get(1, 'v', reports[0].compute); // quiz 1 read again: quiz 2 is now the oldest
    await cache.get(3, 'v', reports[2].compute);
    expect(cache.size()).toBe(2);
    await cache.get(1, 'v', reports[0].compute);
    await cache.get(2, 'v', reports[1].compute);
    expect([reports[0].calls, reports[1].calls]).toEqual([1, 2]);
    expect(bus.listenerCount()).toBe(2); // evicted entries stop listening
  });
});
