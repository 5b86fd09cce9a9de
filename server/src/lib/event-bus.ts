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
 * Live-results notifications, batched per quiz: publishing marks a quiz dirty; every BATCH_MS the dirty
 * quizzes are announced once, never once per answer. On PostgreSQL the announcement is one NOTIFY
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
  let timer: NodeJS.Timeout | undefined;
  let lastFlush = 0;

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

  const flush = () => {
    timer = undefined;
    lastFlush = Date.now();
    if (dirty.size === 0) return;
    const ids = [...dirty];
    dirty.clear();
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

  return {
    publish(quizId) {
      for (const listener of publishListeners) listener(quizId);
      dirty.add(quizId);
      // leading edge: the first change after a quiet spell goes out at once, then at most every BATCH_MS
      timer ??= setTimeout(flush, Math.max(0, BATCH_MS - (Date.now() - lastFlush)));
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
      flush();
      await Promise.all([listener?.end(), notifier?.end()]);
    },
  };
}
