import { describe, expect, it } from 'vitest';
import { runOnePerTask } from './one-per-task';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('runOnePerTask', () => {
  it('runs queued work in order, one piece per task, none in the caller’s task', async () => {
    const done: number[] = [];
    for (const n of [1, 2, 3]) runOnePerTask(() => done.push(n));
    expect(done).toEqual([]);
    await nextTask();
    expect(done).toEqual([1]);
    await nextTask();
    expect(done).toEqual([1, 2]);
    await nextTask();
    expect(done).toEqual([1, 2, 3]);
  });

  it('starts again after the queue ran dry', async () => {
    const done: string[] = [];
    runOnePerTask(() => done.push('a'));
    await nextTask();
    runOnePerTask(() => done.push('b'));
    await nextTask();
    expect(done).toEqual(['a', 'b']);
  });
});
