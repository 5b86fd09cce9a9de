import type { FastifyInstance } from 'fastify';

/**
 * What an event stream gets before the server closes it on shutdown: EventSource reconnects after
 * `retry` ms, spread over 1 to 5 s so that a restarted instance (or its neighbours behind the load
 * balancer) is not reconnected to by every open results page in the same instant.
 */
export function shutdownRetryHint(random = Math.random): string {
  return `retry: ${1_000 + Math.floor(random() * 4_000)}\n: server shutting down\n\n`;
}

/** Exit codes of the process entry: a clean close, the bound passed, a second signal. */
export const EXIT = { closed: 0, forced: 1, secondSignal: 130 } as const;

/**
 * SIGTERM or SIGINT closes the app: no new connections, requests under way (answer saves among them)
 * finish, event streams end with a retry hint, idle keep-alive connections close, then the database.
 * Past `boundMs` the process exits anyway; a second signal exits at once.
 */
export function closeOnSignals(app: FastifyInstance, boundMs: number, exit = process.exit) {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      exit(EXIT.secondSignal);
      return;
    }
    closing = true;
    app.log.info({ signal, boundMs }, 'shutting down');
    setTimeout(() => {
      app.log.error({ boundMs }, 'shutdown still waiting after its bound: exiting now');
      exit(EXIT.forced);
    }, boundMs).unref();
    app.close().then(
      () => exit(EXIT.closed),
      (error) => {
        app.log.error(error, 'shutdown failed');
        exit(EXIT.forced);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
