import type { EventBus } from '../../lib/event-bus';

export interface ReportCacheOptions {
  /** reports kept at once (a 10,000-participant report is about 4 MB of JSON) */
  maxEntries: number;
  /** a safety net: an entry older than this is rebuilt even if no change was heard */
  maxAgeMs: number;
}

/**
 * The results report of each quiz, ready to send (results.service.ts), shared by every request until the quiz's results change.
 * A quiz with 10,000 participants costs a few hundred milliseconds to report; the teacher's page, a
 * projector and an assistant all reload it after each change event, and nothing changes once the quiz
 * is over. An entry is dropped when this instance publishes a change (at once: a teacher reads their
 * own writes) and when any instance announces one through the event bus (batched, cross-instance). It
 * subscribes before its computation starts, so a change that lands while it is computed drops it too.
 * While the bus is disconnected every request computes afresh (the page polls then).
 */
export function createReportCache<T = string>(
  bus: Pick<EventBus, 'subscribe' | 'onPublish' | 'connected'>,
  options: ReportCacheOptions = { maxEntries: 32, maxAgeMs: 10_000 },
) {
  interface Entry {
    fingerprint: string;
    createdAt: number;
    value: Promise<T>;
    unsubscribe: () => void;
  }
  const entries = new Map<number, Entry>();

  const drop = (quizId: number, entry?: Entry) => {
    const current = entries.get(quizId);
    if (!current || (entry && current !== entry)) return;
    current.unsubscribe();
    entries.delete(quizId);
  };
  bus.onPublish((quizId) => drop(quizId));

  return {
    /**
     * The cached report of `quizId`, or `compute()`'s. `fingerprint` describes the quiz row the report
     * shows (title, status…): a quiz edit that publishes no event still gets a fresh report.
     */
    get(quizId: number, fingerprint: string, compute: () => Promise<T>): Promise<T> {
      const cached = entries.get(quizId);
      // while the bus reconnects, changes on other instances go unheard: no entry can be trusted
      if (
        cached &&
        cached.fingerprint === fingerprint &&
        Date.now() - cached.createdAt < options.maxAgeMs &&
        bus.connected()
      ) {
        // most recently used last, so the oldest entry is the first one evicted
        entries.delete(quizId);
        entries.set(quizId, cached);
        return cached.value;
      }
      drop(quizId);
      const entry: Entry = {
        fingerprint,
        createdAt: Date.now(),
        unsubscribe: bus.subscribe(quizId, () => drop(quizId, entry)),
        value: compute(),
      };
      entries.set(quizId, entry);
      entry.value.catch(() => drop(quizId, entry));
      // the first key is the least recently used
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries) break;
        drop(oldest);
      }
      return entry.value;
    },
    /**
     * Drops the quiz's report, for a change no event announces on this instance: time alone (a student's
     * time running out), or a write outside the answers (answers regraded).
     */
    invalidate: (quizId: number) => drop(quizId),
    size: () => entries.size,
  };
}
export type ReportCache<T = string> = ReturnType<typeof createReportCache<T>>;
