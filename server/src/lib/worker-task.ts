import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { type TransferListItem, Worker } from 'node:worker_threads';

/** A task that went past its worker's limits: `limit` says which. */
export class WorkerLimitError extends Error {
  constructor(readonly limit: 'time' | 'memory') {
    super(limit === 'time' ? 'the worker ran out of time' : 'the worker ran out of memory');
  }
}

export interface WorkerLimits {
  /** The worker is terminated this long after it was started. */
  timeoutMs: number;
  /** V8's old generation (most of a parser's heap); the young generation gets a tenth of it. */
  heapMb: number;
}

/** A worker's entry: a file, or (from the TypeScript sources) a script that loads it through tsx. */
export interface WorkerEntry {
  script: string | URL;
  eval: boolean;
}

/**
 * How to start a worker file of the server: from the built server (plain JS under server/dist, where
 * the build writes each worker beside main.js) or from the TypeScript sources (tests, `npm run dev`).
 * Node 20 does not apply `--import tsx` to a worker's own entry, so there a small script registers
 * tsx's loader in the worker first, then imports the TypeScript file.
 */
export function workerFile(sourceUrl: URL, builtName: string, callerUrl: string): WorkerEntry {
  if (!callerUrl.endsWith('.ts')) return { script: new URL(`./${builtName}`, callerUrl), eval: false };
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const source = JSON.stringify(sourceUrl.href);
  return {
    script: `import(${tsx}).then((tsx) => { tsx.register(); return import(${source}); });`,
    eval: true,
  };
}

/**
 * Runs one task in a new worker thread, off the event loop: `input` is its workerData (the buffers of
 * `transferList` moved, not copied), the answer is the first message it posts. The worker is new for
 * every task and ends with it, so whatever the task allocated is returned to the system; past its time
 * or its heap it is terminated and the promise rejects with a WorkerLimitError.
 */
export function runWorker<T>(
  entry: WorkerEntry,
  input: unknown,
  limits: WorkerLimits,
  transferList: TransferListItem[] = [],
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(entry.script, {
      eval: entry.eval,
      workerData: input,
      transferList,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb,
        maxYoungGenerationSizeMb: Math.max(4, Math.round(limits.heapMb / 10)),
      },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new WorkerLimitError('time'))), limits.timeoutMs);
    worker.once('message', (message: T) => settle(() => resolve(message)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerLimitError('memory') : error),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the worker exited with code ${code} without an answer`))),
    );
  });
}

/**
 * Called inside a worker: lowers this thread's scheduling priority (Linux: the nice value of a thread,
 * found through /proc/thread-self), so that on a busy machine the event loop's thread gets the CPU
 * first and the worker takes what is left. Elsewhere the worker keeps the server's priority.
 */
export function yieldCpuToEventLoop(niceIncrement: number) {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(threadId, Math.min(19, getPriority(threadId) + niceIncrement));
  } catch {
    // no /proc (not Linux) or not allowed: the worker runs at the server's priority
  }
}
