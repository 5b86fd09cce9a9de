import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { keepConnected } from './keep-connected';

/** results changed: the payload is the quiz ids */
const RESULTS_CHANNEL = 'quiz_events';
/** quiz rows that changed (status, settings, questions): instances drop their cached copy */
const CHANGED_CHANNEL = 'quiz_changed';
/** a hosted game moved to its next step: every instance's streams of the quiz send the new state */
const STEPS_CHANNEL = 'live_steps';

/** What the other instances announce, as this instance hears it on its LISTEN connection. */
export interface AnnouncementHandlers {
  /** These quizzes' results changed (announced by any instance, this one included). */
  results(ids: number[]): void;
  /** Another instance changed this quiz. */
  changed(code: string): void;
  /** Another instance moved this quiz's game to its next step. */
  stepped(quizId: number): void;
  /** The LISTEN connection came back after a loss: announcements may have been missed meanwhile. */
  missed(): void;
}

export interface PostgresAnnouncer {
  /** NOTIFYs result changes; what cannot be sent yet is handed to `handlers.results` at once. */
  announceResults(ids: number[]): void;
  announceChanges(codes: string[]): void;
  announceSteps(ids: number[]): void;
  /** The LISTEN connection is up. */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * The event bus across instances: a LISTEN connection hears the three channels, a NOTIFY connection
 * announces on them. Both are re-established with backoff (keep-connected.ts) after a database restart,
 * and LISTEN again. Whatever could not be sent meanwhile is kept (a set of quiz ids and codes, so its
 * size is bounded by the number of quizzes) and sent on reconnection. This instance marks its own
 * announcements of changes and steps, since its listeners heard them already.
 */
export async function connectPostgresAnnouncer(opts: {
  databaseUrl: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  reconnect?: { initialMs: number; maxMs: number };
  handlers: AnnouncementHandlers;
}): Promise<PostgresAnnouncer> {
  const { handlers } = opts;
  /** announcements the NOTIFY connection could not send yet */
  const unsentResults = new Set<number>();
  const unsentChanges = new Set<string>();
  const unsentSteps = new Set<number>();
  /** this instance's NOTIFYs on quiz_changed are marked, so it does not drop its cache twice */
  const instanceId = randomBytes(6).toString('base64url');
  let listening = false;

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

  /** The ids or codes of another instance's payload `{instance}:{a},{b}`; none for this instance's own. */
  const fromOthers = (payload: string) => {
    const [from, items = ''] = payload.split(':');
    return from === instanceId ? [] : items.split(',');
  };

  const listenConnection = keepConnected({
    name: 'LISTEN',
    ...opts.reconnect,
    logger: opts.logger,
    async open() {
      const client = await connect('listen');
      try {
        await client.query(`LISTEN ${RESULTS_CHANNEL}; LISTEN ${CHANGED_CHANNEL}; LISTEN ${STEPS_CHANNEL}`);
      } catch (error) {
        client.end().catch(() => {});
        throw error;
      }
      client.on('notification', (message) => {
        if (!message.payload) return;
        if (message.channel === RESULTS_CHANNEL) handlers.results(message.payload.split(',').map(Number));
        if (message.channel === CHANGED_CHANNEL)
          for (const code of fromOthers(message.payload)) handlers.changed(code);
        if (message.channel === STEPS_CHANNEL)
          for (const id of fromOthers(message.payload)) handlers.stepped(Number(id));
      });
      return client;
    },
    onUp(_client, reconnected) {
      listening = true;
      if (reconnected) handlers.missed();
    },
    onDown() {
      listening = false;
    },
  });
  const notifyConnection = keepConnected({
    name: 'NOTIFY',
    ...opts.reconnect,
    logger: opts.logger,
    open: () => connect('notify'),
    onUp() {
      if (unsentResults.size) announceResults([]);
      if (unsentChanges.size) announceChanges([]);
      if (unsentSteps.size) announceSteps([]);
    },
  });

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
    const client = notifyConnection.current();
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

  const marked = (chunk: unknown[]) => `${instanceId}:${chunk.join(',')}`;
  // this instance's own pages need not wait for the reconnection: unsent results are delivered here
  const announceResults = (ids: number[]) =>
    notify(RESULTS_CHANNEL, unsentResults, ids, 1000, (chunk) => chunk.join(','), handlers.results);
  const announceChanges = (codes: string[]) => notify(CHANGED_CHANNEL, unsentChanges, codes, 500, marked);
  const announceSteps = (ids: number[]) => notify(STEPS_CHANNEL, unsentSteps, ids, 500, marked);

  const close = async () => {
    await Promise.all([listenConnection.close(), notifyConnection.close()]);
  };
  try {
    await Promise.all([listenConnection.ready, notifyConnection.ready]);
  } catch (error) {
    await close();
    throw error;
  }
  return { announceResults, announceChanges, announceSteps, listening: () => listening, close };
}
