import { setFlagsFromString } from 'node:v8';

/**
 * After a full collection V8 lets the heap grow to up to 4× what survived before it collects again (its
 * factor depends on how fast it collects). A hosted game makes that the process's peak: each step and
 * each burst of taps leaves tens of MB of old garbage, and at 10,000 players the heap reached 2.4× its
 * 153 MB alive, 33 KB of RSS per player where 8.5 KB were alive (docs/PERFORMANCE.md). A fixed factor of
 * 1.5 collects sooner; the collections are concurrent and incremental, and the saves' garbage dies young
 * anyway. V8 reads the flag at every full collection, so setting it at start is enough.
 */
export function boundHeapGrowth(percent = 50) {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
