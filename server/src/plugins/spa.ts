import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIXES } from './errors';

/**
 * The app's one not-found handler: 404 JSON for API paths (and everything when no SPA is built).
 * Serves the built SPA from `webDist`: files as they are (hashed assets cached for a year), and
 * index.html for every other GET that is not an API path, so client-side routes work on reload.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const indexFile = join(opts.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist: opts.webDist }, 'web/dist not built: only the API is served');
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.webDist,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      if (path.includes(`${join(opts.webDist, 'assets')}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const indexHtml = await readFile(indexFile, 'utf8');
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = API_PREFIXES.some((p) => path.startsWith(p));
    if (request.method === 'GET' && !isApi) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
});
