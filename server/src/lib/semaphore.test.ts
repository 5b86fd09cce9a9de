import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore';

describe('semaphore', () => {
  it('runs at most `limit` tasks at once, in arrival order, and frees slots on failure', async () => {
    const gate = new Semaphore(2);
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 5 }, (_, i) =>
      gate.run(
        () =>
          new Promise<number>((resolve, reject) => {
            started.push(i);
            releases[i] = () => (i === 1 ? reject(new Error('boom')) : resolve(i));
          }),
      ),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    releases[1]();
    await expect(tasks[1]).rejects.toThrow('boom');
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const i of [0, 2, 3, 4]) {
      await new Promise((r) => setImmediate(r));
      releases[i]();
    }
    expect(await Promise.all([tasks[0], tasks[2], tasks[3], tasks[4]])).toEqual([0, 2, 3, 4]);
    expect(gate.peak).toBe(2);
    expect(gate.inFlight).toBe(0);
  });
});
