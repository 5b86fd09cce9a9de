import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { GameSteps, QuizEvents } from './events';
import { keepConnected } from './keep-connected';

export const BATCH_MS = 500;
const CHANNEL = 'quiz_events';
/** quiz rows that changed (status, settings, questions): instances drop their cached copy */
const CHANGED_CHANNEL = 'quiz_changed';
/** a hosted game moved to its next step: every instance's streams of the quiz send the new state */
const STEPS_CHANNEL = 'live_steps';

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
 * A database restart must not silence it: both connections are re-established with backoff
 * (keep-connected.ts) and LISTEN again. Whatever could not be sent meanwhile is kept (a set of quiz ids
 * and codes, so its size is bounded by the number of quizzes) and sent on reconnection, and this
 * instance's own listeners hear its changes at once. After the LISTEN connection comes back, every
 * open subscription gets an update, every quiz counts as changed and every game as stepped, since
 * announcements of other instances may have been missed.
 */
export async function createEventBus(opts: EventBusOptions): Promise<EventBus> {
  const listeners = new Map<number, Set<() => void>>();
  const dirty = new Set<number>();
  const publishListeners: ((quizId: number) => void)[] = [];
  const changeListeners: ((code?: string) => void)[] = [];
  const stepListeners = new Set<(quizId?: number) => void>();
  /** when each recently announced quiz was last announced (quizzes quiet for BATCH_MS are dropped) */
  const lastAnnounced = new Map<number, number>();
  /** announcements the NOTIFY connection could not send yet */
  const unsentResults = new Set<number>();
  const unsentChanges = new Set<string>();
  const unsentSteps = new Set<number>();
  /** this instance's NOTIFYs on quiz_changed are marked, so it does not drop its cache twice */
  const instanceId = randomBytes(6).toString('base64url');
  let timer: NodeJS.Timeout | undefined;
  let timerDue = Number.POSITIVE_INFINITY;
  let listening = !opts.databaseUrl;

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
  const stepped = (quizId?: number) => {
    for (const listener of stepListeners) {
      try {
        listener(quizId);
      } catch (error) {
        opts.logger.warn({ err: error }, 'game step listener failed');
      }
    }
  };
  const changed = (code?: string) => {
    for (const listener of changeListeners) {
      try {
        listener(code);
      } catch (error) {
        opts.logger.warn({ err: error }, 'quiz change listener failed');
      }
    }
  };

  let listenConnection: ReturnType<typeof keepConnected<pg.Client>> | undefined;
  let notifyConnection: ReturnType<typeof keepConnected<pg.Client>> | undefined;
  if (opts.databaseUrl) {
    // named, so an operator (or a test) can tell them apart in pg_stat_activity
    const connect = async (role: 'listen' | 'notify') => {
      const client = new pg.Client({
        connectionString: opts.databaseUrl,
        application_name: `quizzical-${role}`,
        // a silently dropped peer (no RST) is found by TCP keepalive rather than never
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        // an attempt into a black hole fails and is retried instead of waiting forever
        connectionTimeoutMillis: 5_000,
      });
      // errors before keepConnected takes the connection over must not crash the process
      client.on('error', () => {});
      try {
        await client.connect();
      } catch (error) {
        client.end().catch(() => {});
        throw error;
      }
      return client;
    };
    listenConnection = keepConnected({
      name: 'LISTEN',
      ...opts.reconnect,
      logger: opts.logger,
      async open() {
        const client = await connect('listen');
        try {
          await client.query(`LISTEN ${CHANNEL}; LISTEN ${CHANGED_CHANNEL}; LISTEN ${STEPS_CHANNEL}`);
        } catch (error) {
          client.end().catch(() => {});
          throw error;
        }
        client.on('notification', (message) => {
          if (!message.payload) return;
          if (message.channel === CHANNEL) deliver(message.payload.split(',').map(Number));
          if (message.channel === CHANGED_CHANNEL) {
            const [from, codes = ''] = message.payload.split(':');
            if (from !== instanceId) for (const code of codes.split(',')) changed(code);
          }
          if (message.channel === STEPS_CHANNEL) {
            const [from, ids = ''] = message.payload.split(':');
            if (from !== instanceId) for (const id of ids.split(',')) stepped(Number(id));
          }
        });
        return client;
      },
      onUp(_client, reconnected) {
        listening = true;
        if (!reconnected) return;
        // announcements of other instances may have been missed while it was down
        changed();
        deliver([...listeners.keys()]);
        stepped();
      },
      onDown() {
        listening = false;
      },
    });
    notifyConnection = keepConnected({
      name: 'NOTIFY',
      ...opts.reconnect,
      logger: opts.logger,
      open: () => connect('notify'),
      onUp() {
        if (unsentResults.size) announce([]);
        if (unsentChanges.size) announceChanges([]);
        if (unsentSteps.size) announceSteps([]);
      },
    });
    try {
      await Promise.all([listenConnection.ready, notifyConnection.ready]);
    } catch (error) {
      await Promise.all([listenConnection.close(), notifyConnection.close()]);
      throw error;
    }
  }

  /**
   * Sends `items` and those still unsent as NOTIFYs on `channel`, `size` a payload (NOTIFY payloads are
   * limited to 8000 bytes). When the connection is down or a NOTIFY fails, the items go back to `unsent`
   * for the next attempt (on reconnection) and `onUnsent` hears them.
   */
  function notify<T>(
    channel: string,
    unsent: Set<T>,
    items: T[],
    size: number,
    text: (items: T[]) => string,
    onUnsent?: (items: T[]) => void,
  ) {
    const all = [...new Set([...unsent, ...items])];
    unsent.clear();
    const client = notifyConnection?.current();
    const keep = (chunk: T[]) => {
      for (const item of chunk) unsent.add(item);
      onUnsent?.(chunk);
    };
    for (let i = 0; i < all.length; i += size) {
      const chunk = all.slice(i, i + size);
      if (!client) keep(chunk);
      else client.query('SELECT pg_notify($1, $2)', [channel, text(chunk)]).catch(() => keep(chunk));
    }
  }

  /** Announces result changes to every instance (this one included, through its LISTEN). */
  function announce(ids: number[]) {
    if (!notifyConnection) {
      deliver(ids);
      return;
    }
    // this instance's own pages need not wait for the reconnection
    notify(CHANNEL, unsentResults, ids, 1000, (chunk) => chunk.join(','), deliver);
  }

  function announceChanges(codes: string[]) {
    if (!notifyConnection) return;
    notify(CHANGED_CHANNEL, unsentChanges, codes, 500, (chunk) => `${instanceId}:${chunk.join(',')}`);
  }

  function announceSteps(ids: number[]) {
    if (!notifyConnection) return;
    notify(STEPS_CHANNEL, unsentSteps, ids, 500, (chunk) => `${instanceId}:${chunk.join(',')}`);
  }

  const publishStep = (quizId: number) => {
    stepped(quizId);
    announceSteps([quizId]);
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
      announceChanges([code]);
    },
    onQuizChanged(listener) {
      changeListeners.push(listener);
    },
    connected: () => listening,
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
      await Promise.all([listenConnection?.close(), notifyConnection?.close()]);
    },
  };
}
