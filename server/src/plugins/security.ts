import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './errors';
import { hookList } from './hook-list';
import { API_DOCS } from './openapi';

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
 * helmet is configured once and run once, at start: with no function among its directives its headers
 * are the same for every request, so each reply gets the resulting set as plain reply headers (one
 * object, no middleware chain; @fastify/helmet even rebuilt its whole configuration on every request,
 * which cost more CPU than the answer save itself).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { extraConnectSrc?: string[] }) => {
  const headers = helmetHeaders({
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
  // a script, style, font or image of the built app is no document: a CSP, frame or referrer policy
  // there does nothing, and the 44 files of a student's first visit carried 40 KB of them. What does
  // apply to such a file: no MIME sniffing, and who may embed it.
  const buildFileHeaders = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'cross-origin',
  };
  // an API reply (JSON, an image, a download) is no page either: OWASP's REST set. Nothing loads from
  // it, nothing frames it, the browser takes its type as sent, HTTPS stays on. The page set's other
  // headers (opener and origin-agent isolation, DNS prefetch, referrer, the old XSS filter, IE's
  // download prompt, Flash's cross-domain files) act on documents only, and its 750 bytes rode on every
  // answer save.
  const apiHeaders = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': headers['strict-transport-security'] as string,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'cross-origin',
  };
  const headersFor = (url: string) => {
    const path = pathOf(url);
    if (isApiPath(path)) return path.startsWith(API_DOCS) ? headers : apiHeaders;
    return BUILD_FILE.test(path) ? buildFileHeaders : headers;
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
  // an open stream is no document, and helmet's ~1.5 KB of headers stayed in memory with each of a
  // game's thousands of streams: on its routes they go again before the stream opens (a route's own
  // hooks run after the app's), and its answers other than the stream get them as they are sent
  const names = [...new Set([...Object.keys(headers), ...Object.keys(apiHeaders)])];
  app.addHook('onRoute', (route) => {
    if (!route.config?.eventStream) return;
    const onRequest: onRequestHookHandler = (_request, reply, done) => {
      for (const name of names) reply.removeHeader(name);
      done();
    };
    const onSend: onSendHookHandler = (request, reply, payload, done) => {
      reply.headers(headersFor(request.url));
      done(null, payload);
    };
    route.onRequest = [onRequest, ...hookList(route.onRequest)];
    route.onSend = [onSend, ...hookList(route.onSend)];
  });
});

/**
 * The headers helmet sets, read once by running it on a stand-in response. Throws if helmet would do
 * anything else to a response (it only removes X-Powered-By, which nothing here sets).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      if (name.toLowerCase() !== 'x-powered-by') throw new Error(`helmet removes ${name}`);
    },
  };
  let ran = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    ran = true;
  });
  if (!ran) throw new Error('helmet did not set its headers at once');
  return headers;
}

const pathOf = (url: string) => {
  const search = url.indexOf('?');
  return search < 0 ? url : url.slice(0, search);
};

/**
 * A file of the built web app is never a document (`.svg` and `.html` are not among them: either can run
 * script when opened).
 */
const BUILD_FILE = /\.(?:m?js|css|map|woff2?|ttf|png|jpe?g|webp|gif|ico|txt|json|webmanifest)$/;
