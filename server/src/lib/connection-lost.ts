/**
 * Errors that mean the database connection went away, not that the query was wrong: PostgreSQL
 * terminated the backend (admin shutdown 57P01, crash shutdown 57P02, cannot connect now 57P03: a
 * restart, a failover, `pg_terminate_backend`), the connection broke (class 08), or the socket did.
 * The same query on a fresh connection may well succeed, so the client is told to retry (503 with
 * Retry-After, plugins/errors.ts) instead of being handed a 500, and idempotent writes retry once
 * themselves (the answer-save batch, taking.saves.ts).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres's own texts for a connection that ended under a query, or a client that lost it. */
const MESSAGES = /Connection terminated|connection error and is not queryable|Client was closed/i;

export function isConnectionLost(error: unknown): boolean {
  // drizzle wraps the driver's error (DrizzleQueryError.cause): look a few causes deep
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}

/** Seconds a client is asked to wait (Retry-After) before trying again: a new connection is quick. */
export const CONNECTION_LOST_RETRY_AFTER_S = 1;

/**
 * Runs `fn`, and once more if it failed on a lost connection. Only for idempotent work. The retry waits
 * a moment: connections are usually cut all at once (a restart), and without the wait the pool hands out
 * an idle connection whose termination it has not read yet, and the retry fails the same way. One
 * retry with one wait: a retry library (p-retry) would not be shorter.
 */
export async function retryOnceOnConnectionLoss<T>(fn: () => Promise<T>, waitMs = 50): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    return fn();
  }
}
