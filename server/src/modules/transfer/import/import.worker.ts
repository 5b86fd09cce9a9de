/**
 * The worker thread that reads one question file (import-reader.ts starts it, a new one per file):
 * parsing and checking run here, off the server's event loop, within the time and heap it is given.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ImportFileFormat } from '@quizzical/common';
import { yieldCpuToEventLoop } from '../../../lib/worker-task';
import { readImportFile } from './read-file';

export interface ImportWorkerInput {
  data: Uint8Array;
  format?: ImportFileFormat;
  max: number;
}

// reading a file is never urgent: the requests of every classroom on the event loop are
yieldCpuToEventLoop(10);
const input = workerData as ImportWorkerInput;
const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
const result = await readImportFile(data, input.format, input.max);
// the images move to the main thread instead of being copied (small ones may share one pool buffer)
const images = result.readable
  ? result.cards.flatMap((card) => (card.image?.buffer instanceof ArrayBuffer ? [card.image.buffer] : []))
  : [];
parentPort?.postMessage(result, [...new Set(images)]);
