import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

/** The key of an item written `session:question`: its session. */
const sessionOf = (item: string) => item.replace(/:.*/, '');

/** A batch runner that records its batches and finishes when told to. */
function recordingRunner() {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: string[]) =>
    new Promise<string[]>((resolve) => {
      batches.push(items);
      pending.push(() => resolve(items.map((item) => `stored ${item}`)));
    });
  const finishOne = async () => {
    pending.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { batches, run, finishOne };
}

describe('batcher (group commit of answer saves)', () => {
  it('says it is drained only once every batch under way and waiting has run (shutdown closes the database after)', async () => {
    const runner = recordingRunner();
    const batcher = createBatcher({ run: runner.run, key: (s: string) => s, maxInFlight: 1, maxBatch: 100 });
    await batcher.drained(); // idle: at once
    const saves = ['a', 'b'].map((item) => batcher.submit(item));
    let drained = false;
    const draining = batcher.drained().then(() => {
      drained = true;
    });
    await runner.finishOne();
    expect(drained).toBe(false); // 'b' still waits for its batch
    await runner.finishOne();
    await draining;
    expect(await Promise.all(saves)).toEqual(['stored a', 'stored b']);
  });

  it('runs the first item at once and groups the ones that arrive while it runs', async () => {
    const runner = recordingRunner();
    const batcher = createBatcher({ run: runner.run, key: (s: string) => s, maxInFlight: 1, maxBatch: 100 });
    const first = batcher.submit('a');
    const rest = ['b', 'c', 'd'].map((item) => batcher.submit(item));
    expect(runner.batches).toEqual([['a']]);
    await runner.finishOne();
    expect(await first).toBe('stored a');
    expect(runner.batches).toEqual([['a'], ['b', 'c', 'd']]);
    await runner.finishOne();
    expect(await Promise.all(rest)).toEqual(['stored b', 'stored c', 'stored d']);
  });

  it('never puts two items of one key in the same batch, and keeps their order', async () => {
    const runner = recordingRunner();
    const batcher = createBatcher({ run: runner.run, key: sessionOf, maxInFlight: 1, maxBatch: 100 });
    batcher.submit('x:0');
    for (const item of ['s1:1', 's2:1', 's1:2', 's1:3']) batcher.submit(item);
    await runner.finishOne();
    expect(runner.batches[1]).toEqual(['s1:1', 's2:1']);
    await runner.finishOne();
    expect(runner.batches[2]).toEqual(['s1:2']);
    await runner.finishOne();
    expect(runner.batches[3]).toEqual(['s1:3']);
  });

  it('does not start an item while a batch holding its key is still running, even with a free slot', async () => {
    const runner = recordingRunner();
    const batcher = createBatcher({ run: runner.run, key: sessionOf, maxInFlight: 2, maxBatch: 100 });
    const first = batcher.submit('s1:1');
    const later = batcher.submit('s1:2');
    const other = batcher.submit('s2:1');
    // the second slot takes the other key; s1:2 waits for the batch of s1:1 to end
    expect(runner.batches).toEqual([['s1:1'], ['s2:1']]);
    await runner.finishOne();
    expect(await first).toBe('stored s1:1');
    expect(runner.batches).toEqual([['s1:1'], ['s2:1'], ['s1:2']]);
    await runner.finishOne();
    await runner.finishOne();
    expect(await Promise.all([later, other])).toEqual(['stored s1:2', 'stored s2:1']);
  });

  it('caps the batch size and the batches in flight', async () => {
    const runner = recordingRunner();
    const batcher = createBatcher({ run: runner.run, key: (s: string) => s, maxInFlight: 2, maxBatch: 2 });
    for (const item of ['a', 'b', 'c', 'd', 'e']) batcher.submit(item);
    expect(runner.batches).toEqual([['a'], ['b']]);
    await runner.finishOne();
    expect(runner.batches).toEqual([['a'], ['b'], ['c', 'd']]);
    await runner.finishOne();
    expect(runner.batches).toEqual([['a'], ['b'], ['c', 'd'], ['e']]);
  });

  it('rejects every item of a failed batch, and goes on with the next', async () => {
    let calls = 0;
    const batcher = createBatcher({
      run: async (items: string[]) => {
        calls++;
        if (calls === 1) throw new Error('database down');
        return items;
      },
      key: (s: string) => s,
      maxInFlight: 1,
      maxBatch: 10,
    });
    await expect(batcher.submit('a')).rejects.toThrow('database down');
    expect(await batcher.submit('b')).toBe('b');
  });
});
