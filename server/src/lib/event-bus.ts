import type { FastifyBaseLogger } from 'fastify';
import { connectPostgresAnnouncer, type PostgresAnnouncer } from './event-bus-postgres';
import type { GameSteps, QuizEvents } from './events';

export const BATCH_MS = 500;

export interface EventBus extends QuizEvents {
  /** Calls `listener` (at most about once per BATCH_MS) when the quiz's results change, on any instance. */
  subscribe(quizId: number, listener: () => void): () => void;
  /** Calls `listener` at once, unbatched, for every change published by this instance. */
  onPublish(listener: (quizId: number) => void): void;
  /**
   * A hosted game's step changed, unbatched: this instance's step listeners hear it at once,
   * the others through a NOTIFY on `live_steps`.
   */
  publishStep(quizId: number): void;
  /** The `steps` dependency of the live service: publishStep. */
  steps: GameSteps;
  /**
   * Calls `listener` on every step, published here or on another instance. Without a quiz id, any game
   * may have changed: the LISTEN connection was lost and announcements may have been missed.
   */
  onStep(listener: (quizId?: number) => void): () => void;
  listenerCount(): number;
  close(): Promise<void>;
}

export interface EventBusOptions {
  databaseUrl?: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Reconnection backoff of the LISTEN and NOTIFY connections: 100 ms doubling up to 5 s. */
  reconnect?: { initialMs: number; maxMs: number };
}

/**
 * Live-results notifications, batched per quiz: publishing marks a quiz dirty, and a dirty quiz is
 * announced at once if it was not announced in the last BATCH_MS, otherwise when that time is up: at
 * most one announcement per quiz per BATCH_MS, never one per answer, and a quiet quiz's first change
 * is not held back by a busy one. On PostgreSQL the announcement is one NOTIFY
 * carrying the ids, heard by every instance's LISTEN connection (so a student on instance A updates a
 * teacher streaming from instance B). On PGlite (one process) it is delivered in memory.
 *
 * Quiz changes (started, closed, edited) are not batched: they reach this instance's listeners
 * synchronously and other instances by a NOTIFY on `quiz_changed`. Neither are a hosted game's steps
 * (a question must reach the class at once), on `live_steps`.
 *
 * A database restart must not silence it: the connections come back and what could not be sent is sent
 * then (event-bus-postgres.ts), and this instance's own listeners hear its changes at once. After the
 * LISTEN connection comes back, every open subscription gets an update, every quiz counts as changed
 * and every game as stepped, since announcements of other instances may have been missed.
 */
export async function createEventBus(opts: EventBusOptions): Promise<EventBus> {
  const listeners = new Map<number, Set<() => void>>();
  const dirty = new Set<number>();
  const publishListeners: ((quizId: number) => void)[] = [];
  const changeListeners: ((code?: string) => void)[] = [];
  const stepListeners = new Set<(quizId?: number) => void>();
  /** when each recently announced quiz was last announced (quizzes quiet for BATCH_MS are dropped) */
  const lastAnnounced = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let timerDue = Number.POSITIVE_INFINITY;

  /** Calls each listener; one that throws is logged and does not keep the others from hearing it. */
  const callEach = <T>(fns: Iterable<(arg: T) => void>, arg: T, failure: string) => {
    for (const fn of fns) {
      try {
        fn(arg);
      } catch (error) {
        opts.logger.warn({ err: error }, failure);
      }
    }
  };
  const deliver = (ids: Iterable<number>) => {
    for (const id of ids) callEach(listeners.get(id) ?? [], undefined, 'event listener failed');
  };
  const stepped = (quizId?: number) => callEach(stepListeners, quizId, 'game step listener failed');
  const changed = (code?: string) => callEach(changeListeners, code, 'quiz change listener failed');

  const postgres: PostgresAnnouncer | undefined = opts.databaseUrl
    ? await connectPostgresAnnouncer({
        databaseUrl: opts.databaseUrl,
        logger: opts.logger,
        reconnect: opts.reconnect,
        handlers: {
          results: deliver,
          changed,
          stepped,
          missed() {
            changed();
            deliver([...listeners.keys()]);
            stepped();
          },
        },
      })
    : undefined;

  /** Announces result changes to every instance (this one included, through its LISTEN). */
  function announce(ids: number[]) {
    if (postgres) postgres.announceResults(ids);
    else deliver(ids);
  }

  const publishStep = (quizId: number) => {
    stepped(quizId);
    postgres?.announceSteps([quizId]);
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
    quizChanged(_quizId, code) {
      changed(code);
      postgres?.announceChanges([code]);
    },
    onQuizChanged(listener) {
      changeListeners.push(listener);
    },
    connected: () => postgres?.listening() ?? true,
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
    publishStep,
    steps: { publish: publishStep },
    onStep(listener) {
      stepListeners.add(listener);
      return () => {
        stepListeners.delete(listener);
      };
    },
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    async close() {
      if (timer) clearTimeout(timer);
      lastAnnounced.clear(); // announce everything still dirty now
      flush();
      await postgres?.close();
    },
  };
}
