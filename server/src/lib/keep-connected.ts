import type { FastifyBaseLogger } from 'fastify';

/** What keepConnected needs of a connection: pg.Client has it. */
export interface Closable {
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
  end(): Promise<void>;
}

/** The wait before reconnection attempt `attempt` (1-based): `initialMs` doubling, capped at `maxMs`. */
export function backoffDelay(attempt: number, initialMs: number, maxMs: number): number {
  return Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt - 1));
}

export interface KeepConnectedOptions<C extends Closable> {
  /** for the logs: 'LISTEN', 'NOTIFY' */
  name: string;
  /** Opens and prepares a connection (e.g. runs LISTEN); throws when it cannot. */
  open(): Promise<C>;
  /** The connection is usable; `reconnected` after a loss (anything it should have heard may be lost). */
  onUp(connection: C, reconnected: boolean): void;
  /** The connection was lost; reconnection attempts follow. */
  onDown?(): void;
  initialMs?: number;
  maxMs?: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * Holds one long-lived connection open: when it ends or errors (a database restart, an administrator's
 * pg_terminate_backend, a network cut) it reopens it after 100 ms, 200 ms, 400 ms… capped at 5 s, for
 * as long as it takes, and logs one line when the connection is lost and one when it is back (not one
 * per failed attempt or per failed query). `ready` settles with the first attempt: a database that is
 * unreachable at start still fails the start, as before. Hand-written on purpose: pg.Client never
 * reconnects and the pool cannot hold a LISTEN; pg-listen would replace the event bus, not this loop.
 */
export function keepConnected<C extends Closable>(options: KeepConnectedOptions<C>) {
  const initialMs = options.initialMs ?? 100;
  const maxMs = options.maxMs ?? 5_000;
  const { logger, name } = options;
  let current: C | undefined;
  let closed = false;
  let attempts = 0;
  let lostAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let connectedOnce = false;

  const lose = (connection: C, error?: Error) => {
    if (current !== connection) return; // already handled ('error' is followed by 'end')
    current = undefined;
    connection.end().catch(() => {});
    if (closed) return;
    lostAt = Date.now();
    logger.warn({ err: error }, `${name} connection lost; reconnecting`);
    options.onDown?.();
    retry();
  };

  const retry = () => {
    attempts++;
    timer = setTimeout(
      () => {
        timer = undefined;
        void attempt().catch(() => {
          if (!closed) retry();
        });
      },
      backoffDelay(attempts, initialMs, maxMs),
    );
  };

  async function attempt() {
    const connection = await options.open();
    if (closed) {
      await connection.end().catch(() => {});
      return;
    }
    current = connection;
    connection.on('error', (error) => lose(connection, error));
    connection.on('end', () => lose(connection));
    const reconnected = connectedOnce;
    connectedOnce = true;
    if (reconnected)
      logger.info(
        { downMs: Date.now() - lostAt, attempts },
        `${name} connection re-established after ${Date.now() - lostAt} ms`,
      );
    attempts = 0;
    options.onUp(connection, reconnected);
  }

  return {
    ready: attempt(),
    /** The open connection, or undefined while it is being re-established. */
    current: () => current,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const connection = current;
      current = undefined;
      await connection?.end().catch(() => {});
    },
  };
}
