import type { ImportFileFormat } from '@quizzical/common';
import type { Semaphore } from '../../../lib/semaphore';
import { runWorker, WorkerLimitError, type WorkerLimits, workerFile } from '../../../lib/worker-task';
import { fileTooLargeToRead, fileTooSlow } from '../transfer.errors';
import type { ImportWorkerInput } from './import.worker';
import type { ReadFileResult } from './read-file';

/** The worker's file: import.worker.ts beside this file, or import-worker.js beside the built main.js. */
const IMPORT_WORKER = workerFile(
  new URL('./import.worker.ts', import.meta.url),
  'import-worker.js',
  import.meta.url,
);

export interface ImportReaderDeps {
  /** Files read at once on this instance, whoever sends them: the others wait their turn. */
  reading: Semaphore;
  limits: WorkerLimits;
}

/**
 * Reads question files in worker threads (import.worker.ts), so that a hostile or merely large file
 * costs its own request time, never the event loop that every classroom's requests share. A file past
 * the worker's time or heap is refused with 400 saying which limit it went past.
 */
export function createImportReader({ reading, limits }: ImportReaderDeps) {
  return {
    read(data: Buffer, format: ImportFileFormat | undefined, max: number): Promise<ReadFileResult> {
      return reading.run(async () => {
        // moved to the worker when the request's buffer is its own (a file read whole is), else copied
        const own = data.buffer instanceof ArrayBuffer && data.byteOffset === 0;
        const buffer =
          own && data.byteLength === data.buffer.byteLength ? data.buffer : new Uint8Array(data).buffer;
        const input: ImportWorkerInput = { data: new Uint8Array(buffer), format, max };
        try {
          return await runWorker<ReadFileResult>(IMPORT_WORKER, input, limits, [buffer]);
        } catch (error) {
          if (!(error instanceof WorkerLimitError)) throw error;
          throw error.limit === 'time' ? fileTooSlow(limits.timeoutMs) : fileTooLargeToRead(limits.heapMb);
        }
      });
    },
  };
}
export type ImportReader = ReturnType<typeof createImportReader>;
