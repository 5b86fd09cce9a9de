import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { QuizEvents } from './events';

export const BATCH_MS = 500;
const CHANNEL = 'quiz_events';

export interface EventBus extends QuizEvents {
  /** Calls `listener` (at most about once per BATCH_MS) when the quiz's results change, on any instance. */
  subscribe(quizId: number, listener: () => void): () => void;
  /** Calls `listener` at once, unbatched, for every change published by this instance. */
  onPublish(listener: (quizId: number) => void): void;
  listenerCount(): number;
  close(): Promise<void>;
}

/**
 * Live-results notifications, batched per quiz: publishing marks a quiz dirty, and a dirty quiz is
 * announced at once if it was not announced in the last BATCH_MS, otherwise when that time is up: at
 * most one announcement per quiz per BATCH_MS, never one per answer, and a quiet quiz's first change
 * is not held back by a busy one. On PostgreSQL the announcement is one NOTIFY
 * carrying the ids, heard by every instance's LISTEN connection (so a student on instance A updates a
 * teacher streaming from instance B). On PGlite (one process) it is delivered in memory.
 */
export async function createEventBus(opts: {
  databaseUrl?: string;
  logger: FastifyBaseLogger;
}): Promise<EventBus> {
  const listeners = new Map<number, Set<() => void>>();
  const dirty = new Set<number>();
  const publishListeners: ((quizId: number) => void)[] = [];
  /** when each recently announced quiz was last announced (quizzes quiet for BATCH_MS are dropped) */
  const lastAnnounced = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let timerDue = Number.POSITIVE_INFINITY;

  const deliver = (ids: Iterable<number>) => {
    for (const id of ids) {
      for (const listener of listeners.get(id) ?? []) {
        try {
          listener();
        } catch (error) {
          opts.logger.warn({ err: error }, 'event listener failed');
        }
      }
    }
  };

  let notifier: pg.Client | undefined;
  let listener: pg.Client | undefined;
  if (opts.databaseUrl) {
    listener = new pg.Client({ connectionString: opts.databaseUrl });
    notifier = new pg.Client({ connectionString: opts.databaseUrl });
    await Promise.all([listener.connect(), notifier.connect()]);
    listener.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      deliver(message.payload.split(',').map(Number));
    });
    listener.on('error', (error) => opts.logger.error({ err: error }, 'LISTEN connection failed'));
    notifier.on('error', (error) => opts.logger.error({ err: error }, 'NOTIFY connection failed'));
    await listener.query(`LISTEN ${CHANNEL}`);
  }

  const announce = (ids: number[]) => {
    if (notifier) {
      // NOTIFY payloads are limited to 8000 bytes: split long id lists
      for (let i = 0; i < ids.length; i += 1000) {
        notifier
          .query('SELECT pg_notify($1, $2)', [CHANNEL, ids.slice(i, i + 1000).join(',')])
          .catch((error) => opts.logger.error({ err: error }, 'NOTIFY failed'));
      }
    } else {
      deliver(ids);
    }
  };

  const schedule = (delayMs: number) => {
    const due = Date.now() + delayMs;
    if (timer && timerDue <= due) return;
    if (timer) clearTimeout(timer);
    timerDue = due;
    timer = setTimeout(flush, delayMs);
  };

  /** Announces the dirty quizzes whose BATCH_MS is up, and waits for the others. */
  function flush() {
    timer = undefined;
    timerDue = Number.POSITIVE_INFINITY;
    const now = Date.now();
    for (const [id, at] of lastAnnounced) if (at + BATCH_MS <= now) lastAnnounced.delete(id);
    const due: number[] = [];
    let next = Number.POSITIVE_INFINITY;
    for (const id of dirty) {
      const readyAt = (lastAnnounced.get(id) ?? 0) + BATCH_MS;
      if (readyAt <= now) due.push(id);
      else next = Math.min(next, readyAt);
    }
    for (const id of due) {
      dirty.delete(id);
      lastAnnounced.set(id, now);
    }
    if (due.length) announce(due);
    if (dirty.size) schedule(next - now);
  }

  return {
    publish(quizId) {
      for (const listener of publishListeners) listener(quizId);
      dirty.add(quizId);
      // leading edge: the first change after a quiet spell goes out at once (same-tick changes together)
      schedule(Math.max(0, (lastAnnounced.get(quizId) ?? 0) + BATCH_MS - Date.now()));
    },
    subscribe(quizId, fn) {
      const set = listeners.get(quizId) ?? new Set<() => void>();
      listeners.set(quizId, set);
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0) listeners.delete(quizId);
      };
    },
    onPublish(listener) {
      publishListeners.push(listener);
    },
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    async close() {
      if (timer) clearTimeout(timer);
      lastAnnounced.clear(); // announce everything still dirty now
      flush();
      await Promise.all([listener?.end(), notifier?.end()]);
    },
  };
}
