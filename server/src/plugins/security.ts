import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { API_PREFIXES } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers an open event stream (lib/sse.ts writes its few headers itself): helmet's set is
     * given to its other answers (an error, a refusal) only. See docs/decisions/0036-live-fan-out.md.
     */
    eventStream?: boolean;
  }
}

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
  app.addHook('onRequest', (request, reply, done) => {
    if (isBuildFile(request.url)) {
      // a script, style, font or image of the built app is no document: a CSP, frame or referrer
      // policy there does nothing, and the 44 files of a student's first visit carried 40 KB of them.
      // What does apply to such a file: no MIME sniffing, and who may embed it.
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      return done();
    }
    // an open stream is no document, and helmet's ~1.5 KB of headers stayed in memory with each of a
    // game's thousands of streams: its answers other than the stream get them in onSend
    if (request.routeOptions.config.eventStream) return done();
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.routeOptions.config.eventStream) return done(null, payload);
    setHeaders(request.raw, reply.raw, (error) => (error ? done(error as Error) : done(null, payload)));
  });
});

/**
 * A file of the built web app that is never a document (`.svg` and `.html` are not among them: either
 * can run script when opened). API paths are never such files: they always get every header.
 */
function isBuildFile(url: string): boolean {
  const path = url.split('?')[0];
  return BUILD_FILE.test(path) && !API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

const BUILD_FILE = /\.(?:m?js|css|map|woff2?|ttf|png|jpe?g|webp|gif|ico|txt|json|webmanifest)$/;
