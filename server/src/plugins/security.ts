import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. The CSP allows what the SPA needs and no more: its own scripts, MUI's injected
 * styles ('unsafe-inline' styles only), images from uploads, data: and blob: (pasted images, QR codes),
 * the ALTCHA web worker (blob:), and XHR to this origin.
 *
 * helmet is used directly and configured once: @fastify/helmet rebuilds (and re-parses) the whole
 * configuration on every request, which cost more CPU than the answer save itself.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { extraConnectSrc?: string[] }) => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(opts.extraConnectSrc ?? [])],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // the QR code and uploaded images may be embedded by other sites (a teacher's slides)
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
});
