import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, keepConnected } from './keep-connected';

const quiet = { info() {}, warn() {}, error() {} };

/** A connection as keepConnected sees one: it can end, by itself or when told. */
class Connection extends EventEmitter {
  ended = false;
  async end() {
    if (this.ended) return;
    this.ended = true;
    this.emit('end');
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('keeping a connection open', () => {
  it('waits 100 ms, doubling up to 5 s, between reconnection attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => backoffDelay(n, 100, 5_000))).toEqual([
      100, 200, 400, 800, 1_600, 3_200, 5_000, 5_000, 5_000,
    ]);
  });

  it('reopens a lost connection with backoff until it succeeds, and says it reconnected', async () => {
    const opened: Connection[] = [];
    const attempts: number[] = [];
    let failuresLeft = 0;
    const ups: boolean[] = [];
    let downs = 0;
    const start = Date.now();
    const kept = keepConnected({
      name: 'test',
      logger: quiet,
      async open() {
        attempts.push(Date.now() - start);
        if (failuresLeft > 0) {
          failuresLeft--;
          throw new Error('connection refused');
        }
        const connection = new Connection();
        opened.push(connection);
        return connection;
      },
      onUp: (_c, reconnected) => ups.push(reconnected),
      onDown: () => downs++,
    });
    await kept.ready;
    expect(ups).toEqual([false]);
    expect(kept.current()).toBe(opened[0]);

    // the server goes away for four attempts: 100 + 200 + 400 + 800 ms, then the fifth succeeds
    failuresLeft = 4;
    const lostAt = Date.now() - start;
    opened[0].emit('error', new Error('terminating connection due to administrator command'));
    opened[0].emit('end'); // pg emits both: handled once
    expect(downs).toBe(1);
    expect(kept.current()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempts.slice(1).map((t) => t - lostAt)).toEqual([100, 300, 700, 1_500, 3_100]);
    expect(ups).toEqual([false, true]);
    expect(kept.current()).toBe(opened[1]);

    // the backoff starts over after a success
    opened[1].emit('end');
    await vi.advanceTimersByTimeAsync(100);
    expect(ups).toEqual([false, true, true]);
    expect(attempts).toHaveLength(7);
    await kept.close();
  });

  it('stops reconnecting once closed, and ends the connection it holds', async () => {
    let opens = 0;
    const connection = new Connection();
    const kept = keepConnected({
      name: 'test',
      logger: quiet,
      async open() {
        opens++;
        if (opens > 1) throw new Error('down');
        return connection;
      },
      onUp() {},
    });
    await kept.ready;
    connection.emit('end');
    await vi.advanceTimersByTimeAsync(250); // attempts at 100 (fails) and 300 ms pending
    await kept.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(opens).toBe(2);

    const other = new Connection();
    const second = keepConnected({ name: 'test', logger: quiet, open: async () => other, onUp() {} });
    await second.ready;
    await second.close();
    expect(other.ended).toBe(true);
  });

  it('fails its first attempt (a database unreachable at start fails the start)', async () => {
    const kept = keepConnected({
      name: 'test',
      logger: quiet,
      open: () => Promise.reject(new Error('ECONNREFUSED')),
      onUp() {},
    });
    await expect(kept.ready).rejects.toThrow('ECONNREFUSED');
    await kept.close();
  });
});
