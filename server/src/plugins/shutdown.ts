import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shutdownRetryHint } from '../lib/shutdown';
import type { EventStreams } from '../lib/sse';

/**
 * What `app.close()` needs to end: a server that had served browsers waited forever on their
 * open event streams. Before the server stops listening, every open event stream ends with a retry
 * hint, so EventSource reconnects, to another instance behind the load balancer or to this one
 * restarted. Answers sent while closing (a stream not opened yet among them) say `connection: close`,
 * so a browser's keep-alive connection closes after its last answer instead of holding the close until
 * its idle timeout.
 */
export const shutdownPlugin = fp(
  async (app: FastifyInstance, { eventStreams }: { eventStreams: EventStreams }) => {
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      eventStreams.endAll(shutdownRetryHint);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
);
