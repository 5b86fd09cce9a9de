import { networkInterfaces } from 'node:os';
import {
  exportResult,
  integerText,
  linkBaseSchema,
  pathText,
  publicQuizSearchBody,
  publicQuizSearchResult,
  QR_SIZES,
  quizInput,
  quizPatch,
  quizSchema,
  searchKeyword,
  setPublicBody,
} from '@quizzical/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { quizFormulaFields, renderableFormulas } from '../../lib/formulas';
import { notFound } from '../../lib/http-errors';
import { linkBase } from '../../lib/link-base';
import { qrPng } from '../../lib/qr';
import { nonJsonResponse } from '../../plugins/openapi';
import type { QuizzesService } from './quizzes.service';

const tags = ['quizzes'];
const security = [{ bearerAuth: [] }];
const codeParams = z.object({ code: pathText() });
const detail = z.object({ detail: z.string() });

/** The owner's quizzes (spec §7 Quizzes): thin handlers, the service holds the rules. */
export const quizzesRoutes: FastifyPluginAsyncZod<{ quizzes: QuizzesService; config: AppConfig }> = async (
  app,
  { quizzes, config },
) => {
  const owner = { preHandler: app.authenticate };
  /** The base of the student links this request's sender sees (Host-derived: never for mail). */
  const linksFor = (request: FastifyRequest) =>
    linkBase({
      publicUrl: config.publicUrl,
      fromRequest: config.publicUrlFromRequest ?? false,
      host: request.host,
      protocol: request.protocol,
      listenHost: config.host,
      interfaces: (config.networkInterfaces ?? networkInterfaces)(),
    });
  /** After validation: every formula of the body must render (KaTeX, as the web renders it). */
  const formulasRender = renderableFormulas(quizFormulaFields);

  app.get(
    '/api/quizz',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: 'My quizzes, newest first',
        querystring: z.object({ search: searchKeyword }),
        response: { 200: z.array(quizSchema) },
      },
    },
    (request) => quizzes.list(request.user!, request.query.search),
  );

  app.post(
    '/api/quizz',
    {
      preHandler: [app.authenticate, formulasRender],
      schema: { tags, security, summary: 'Create a quizz', body: quizInput, response: { 201: quizSchema } },
    },
    async (request, reply) => reply.code(201).send(await quizzes.create(request.user!, request.body)),
  );

  app.post(
    '/api/quizz/_search',
    {
      schema: {
        tags,
        summary: 'Public quizzes (10 a page, 0-based)',
        body: publicQuizSearchBody,
        response: { 200: publicQuizSearchResult },
      },
    },
    (request) => quizzes.searchPublic(request.body),
  );

  app.get(
    '/api/quizz/_export/:codes',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary: 'Export quizzes (comma-separated codes) as one .xlsx, base64',
        params: z.object({ codes: pathText(2000) }),
        response: { 200: exportResult },
      },
    },
    (request) => quizzes.export(request.user!, request.params.codes.split(',')),
  );

  app.get(
    '/api/quizz/:code',
    { ...owner, schema: { tags, security, params: codeParams, response: { 200: quizSchema } } },
    (request) => quizzes.get(request.user!, request.params.code),
  );

  app.patch(
    '/api/quizz/:code',
    {
      preHandler: [app.authenticate, formulasRender],
      schema: { tags, security, params: codeParams, body: quizPatch, response: { 200: quizSchema } },
    },
    (request) => quizzes.update(request.user!, request.params.code, request.body),
  );

  app.delete(
    '/api/quizz/:code',
    { ...owner, schema: { tags, security, params: codeParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await quizzes.remove(request.user!, request.params.code);
      return reply.code(204).send(null);
    },
  );

  const action = (
    path: string,
    summary: string,
    run: (userCode: { user: any; code: string }) => Promise<unknown>,
    status = 200,
    config = {},
  ) =>
    app.post(
      `/api/quizz/${path}/:code`,
      {
        ...owner,
        config,
        schema: { tags, security, summary, params: codeParams, response: { [status]: quizSchema } },
      },
      async (request, reply) =>
        reply.code(status).send((await run({ user: request.user!, code: request.params.code })) as any),
    );
  action('_duplicate', 'Duplicate my quizz', ({ user, code }) => quizzes.duplicate(user, code), 201);
  action('_start_now', 'Start my quizz (status 0 -> 1)', ({ user, code }) => quizzes.start(user, code));
  action('_stop_now', 'Stop my quizz (status 1 -> 2)', ({ user, code }) => quizzes.stop(user, code));
  action(
    '_import',
    'Copy a quizz into my account by share code, or by code if public',
    ({ user, code }) => quizzes.import(user, code),
    201,
    // unknown share codes count against the address, as unknown quiz codes do (plugins/code-guard.ts)
    { codeLookup: { missStatus: 400 } },
  );

  app.post(
    '/api/quizz/_set_public/:code',
    {
      ...owner,
      schema: { tags, security, params: codeParams, body: setPublicBody, response: { 200: quizSchema } },
    },
    (request) => quizzes.setPublic(request.user!, request.params.code, request.body.public),
  );

  app.post(
    '/api/quizz/_removepublic/:code',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'Staff: remove a quizz from the public list',
        params: codeParams,
        response: { 200: detail },
      },
    },
    async (request) => {
      await quizzes.removePublic(request.params.code);
      return { detail: 'ok' };
    },
  );

  app.get(
    '/api/quizz/_link_base',
    {
      ...owner,
      schema: {
        tags,
        security,
        summary:
          'Where student links start for this teacher: PUBLIC_URL, else the address their browser used, else the LAN address',
        response: { 200: linkBaseSchema },
      },
    },
    (request, reply) => {
      const base = linksFor(request);
      reply.header('cache-control', 'private, no-store');
      return { base_url: base.url, local_only: base.localOnly };
    },
  );

  app.get(
    '/image/quizz/qrcode/:code/:size',
    {
      // answers whether a code exists: unknown codes count against the address (plugins/code-guard.ts)
      config: { codeLookup: { missStatus: 404 } },
      schema: {
        tags,
        summary: 'QR code (PNG) of the link /q/{code}; size 5 or 10 is the pixels per module',
        params: z.object({ code: pathText(), size: integerText() }),
        response: { 200: nonJsonResponse('image/png', 'The QR code') },
      },
    },
    async (request, reply) => {
      const { code, size } = request.params;
      if (!(QR_SIZES as readonly number[]).includes(size)) throw notFound();
      const quiz = await quizzes.findByCode(code);
      if (!quiz) throw notFound();
      const base = linksFor(request);
      const png = await qrPng(`${base.url}/q/${quiz.code}`, size);
      // built from the Host header unless PUBLIC_URL is set: no shared cache may keep one client's image
      const cache = config.publicUrlFromRequest ? 'private, max-age=3600' : 'public, max-age=86400';
      if (config.publicUrlFromRequest) reply.header('vary', 'Host, X-Forwarded-Host');
      return reply.type('image/png').header('cache-control', cache).send(png);
    },
  );
};
