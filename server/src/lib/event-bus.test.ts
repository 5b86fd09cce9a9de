import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_MS, createEventBus, type EventBus } from './event-bus';

const silent = { info() {}, warn() {}, error() {} };
let bus: EventBus;

/** Times (ms after the start) at which each quiz's listener was called. */
function record(quizIds: number[]) {
  const start = Date.now();
  const calls = new Map<number, number[]>();
  for (const id of quizIds) {
    const times: number[] = [];
    calls.set(id, times);
    bus.subscribe(id, () => times.push(Date.now() - start));
  }
  return calls;
}

describe('the live-results event bus', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    bus = await createEventBus({ logger: silent }); // in memory, as on PGlite
  });
  afterEach(async () => {
    await bus.close();
    vi.useRealTimers();
  });

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
    const times = calls.get(1) ?? [];
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

  it("tells step listeners of a game's step at once, unbatched, until they unsubscribe", async () => {
    const heard: (number | undefined)[] = [];
    const stop = bus.onStep((id) => heard.push(id));
    bus.steps.publish(5);
    bus.publishStep(5);
    expect(heard).toEqual([5, 5]); // synchronously, no batch interval
    stop();
    bus.publishStep(5);
    expect(heard).toEqual([5, 5]);
  });
});

/** Runs `sql` on a fresh connection to `url`. */
async function run(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Cuts the connections to the test database, as a restart of PostgreSQL would (but this one session);
 * `application` picks some (e.g. 'quizzical-notify').
 */
const cutConnections = (url: string, application = '%') =>
  run(
    url,
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name like '${application}'`,
  );

/** Waits until `check()` is true, polling every 10 ms; returns how long it took. */
async function until(check: () => boolean, timeoutMs = 5_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
}

// Reconnection needs a server whose connections can be cut: PGlite runs in this process, with none.
describe.runIf(!!process.env.DATABASE_URL)(
  'the event bus on PostgreSQL, when its connections are cut',
  () => {
    const name = `qz_bus_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const adminUrl = process.env.DATABASE_URL ?? '';
    let url: string;
    let a: EventBus;
    let b: EventBus;
    beforeAll(async () => {
      await run(adminUrl, `create database ${name}`);
      const u = new URL(adminUrl);
      u.pathname = `/${name}`;
      url = u.toString();
    });
    afterAll(async () => {
      await run(adminUrl, `drop database if exists ${name} with (force)`);
    });
    beforeEach(async () => {
      [a, b] = await Promise.all([
        createEventBus({ databaseUrl: url, logger: silent }),
        createEventBus({ databaseUrl: url, logger: silent }),
      ]);
    });
    afterEach(async () => {
      await Promise.all([a.close(), b.close()]);
    });

    it('listens again, tells every open subscription, and carries changes across instances again', async () => {
      const heard: string[] = [];
      const changedCodes: (string | undefined)[] = [];
      a.subscribe(7, () => heard.push('7'));
      a.subscribe(8, () => heard.push('8'));
      a.onQuizChanged((code) => changedCodes.push(code));
      b.publish(7);
      await until(() => heard.length === 1);

      heard.length = 0;
      await cutConnections(url);
      const cutAt = Date.now();
      await until(() => !a.connected());
      // back within the first backoff steps; both subscriptions hear an update (changes may have been missed)
      const recovered = await until(() => a.connected() && heard.includes('7') && heard.includes('8'));
      expect(changedCodes).toContain(undefined); // every cached quiz counts as changed
      // and a change through the other instance reaches it again
      heard.length = 0;
      await until(() => {
        b.publish(8);
        return heard.includes('8');
      });
      console.info(`event bus: LISTEN back and subscriptions told ${recovered} ms after the cut`, {
        sinceCut: Date.now() - cutAt,
      });
    });

    it('keeps what it could not NOTIFY while down and sends it after reconnecting', async () => {
      const heard: number[] = [];
      const changedCodes: (string | undefined)[] = [];
      a.subscribe(9, () => heard.push(9));
      a.onQuizChanged((code) => changedCodes.push(code));
      // only the NOTIFY connections: a keeps listening, so only b's kept announcements can reach it
      await cutConnections(url, 'quizzical-notify');
      b.publish(9);
      b.quizChanged(9, 'QUEUED1');
      const delivered = await until(() => heard.includes(9) && changedCodes.includes('QUEUED1'));
      expect(a.connected()).toBe(true);
      expect(changedCodes).toEqual(['QUEUED1']);
      console.info(`event bus: announcements kept while NOTIFY was down delivered after ${delivered} ms`);
    });

    it('tells its own listeners of a quiz change at once, and other instances through NOTIFY', async () => {
      const onA: (string | undefined)[] = [];
      const onB: (string | undefined)[] = [];
      a.onQuizChanged((code) => onA.push(code));
      b.onQuizChanged((code) => onB.push(code));
      a.quizChanged(1, 'ABCDEF');
      expect(onA).toEqual(['ABCDEF']); // synchronously
      const latency = await until(() => onB.includes('ABCDEF'));
      expect(latency).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(onA).toEqual(['ABCDEF']); // not a second time from its own NOTIFY
    });

    it("carries a game's step to the other instance at once, and once to its own listeners", async () => {
      const onA: (number | undefined)[] = [];
      const onB: (number | undefined)[] = [];
      a.onStep((id) => onA.push(id));
      b.onStep((id) => onB.push(id));
      a.publishStep(21);
      expect(onA).toEqual([21]);
      const latency = await until(() => onB.includes(21));
      expect(latency).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(onA).toEqual([21]);
    });

    it('keeps steps it could not NOTIFY, and tells step listeners that any game may have changed after a lost LISTEN', async () => {
      const onA: (number | undefined)[] = [];
      a.onStep((id) => onA.push(id));
      await cutConnections(url, 'quizzical-notify');
      b.publishStep(22);
      await until(() => onA.includes(22));
      onA.length = 0;
      await cutConnections(url, 'quizzical-listen');
      await until(() => !a.connected());
      await until(() => a.connected() && onA.includes(undefined));
    });
  },
);
