import { networkInterfaces } from 'node:os';
import {
  integerText,
  linkBaseSchema,
  pathText,
  publicQuizSearchBody,
  publicQuizSearchResult,
  type Quiz,
  questionExportQuery,
  questionExportResult,
  quizInput,
  quizPatch,
  quizSchema,
  searchKeyword,
  setPublicBody,
  type User,
} from '@quizzical/common';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { quizFormulaFields, renderableFormulas } from '../../lib/formulas';
import { linkBase } from '../../lib/link-base';
import { requireUser } from '../../plugins/authenticate';
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
    (request) => quizzes.list(requireUser(request), request.query.search),
  );

  app.post(
    '/api/quizz',
    {
      preHandler: [app.authenticate, formulasRender],
      schema: { tags, security, summary: 'Create a quizz', body: quizInput, response: { 201: quizSchema } },
    },
    async (request, reply) => reply.code(201).send(await quizzes.create(requireUser(request), request.body)),
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
        summary:
          'Export quizzes (comma-separated codes) as one file, base64: .xlsx (default), or Moodle XML, GIFT, Aiken or CSV; notices say what the format could not hold',
        params: z.object({ codes: pathText(2000) }),
        querystring: questionExportQuery,
        response: { 200: questionExportResult },
      },
    },
    (request) =>
      quizzes.export(
        requireUser(request),
        request.params.codes.split(','),
        request.query.format,
        request.query.tz,
      ),
  );

  app.get(
    '/api/quizz/:code',
    { ...owner, schema: { tags, security, params: codeParams, response: { 200: quizSchema } } },
    (request) => quizzes.get(requireUser(request), request.params.code),
  );

  app.patch(
    '/api/quizz/:code',
    {
      preHandler: [app.authenticate, formulasRender],
      schema: { tags, security, params: codeParams, body: quizPatch, response: { 200: quizSchema } },
    },
    (request) => quizzes.update(requireUser(request), request.params.code, request.body),
  );

  app.delete(
    '/api/quizz/:code',
    { ...owner, schema: { tags, security, params: codeParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await quizzes.remove(requireUser(request), request.params.code);
      return reply.code(204).send(null);
    },
  );

  /** `POST /api/quizz/{path}/{code}`: an action of the owner on one quiz, answered with the quiz. */
  const quizAction = (
    path: string,
    summary: string,
    run: (user: User, code: string) => Promise<Quiz>,
    { status = 200, config = {} }: { status?: 200 | 201; config?: FastifyContextConfig } = {},
  ) =>
    app.post(
      `/api/quizz/${path}/:code`,
      {
        ...owner,
        config,
        schema: { tags, security, summary, params: codeParams, response: { [status]: quizSchema } },
      },
      async (request, reply) => reply.code(status).send(await run(requireUser(request), request.params.code)),
    );
  quizAction('_duplicate', 'Duplicate my quizz', quizzes.duplicate, { status: 201 });
  quizAction(
    '_start_now',
    'Start my quizz (status 0 -> 1), or reopen it once closed (2 -> 1)',
    quizzes.start,
  );
  quizAction('_stop_now', 'Stop my quizz (status 1 -> 2)', quizzes.stop);
  quizAction('_import', 'Copy a quizz into my account by share code, or by code if public', quizzes.import, {
    status: 201,
    // unknown share codes count against the address, as unknown quiz codes do (plugins/code-guard.ts)
    config: { codeLookup: { missStatus: 400 } },
  });

  app.post(
    '/api/quizz/_set_public/:code',
    {
      ...owner,
      schema: { tags, security, params: codeParams, body: setPublicBody, response: { 200: quizSchema } },
    },
    (request) => quizzes.setPublic(requireUser(request), request.params.code, request.body.public),
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
      const png = await quizzes.qrCode({ code, size, linkBaseUrl: linksFor(request).url });
      // built from the Host header unless PUBLIC_URL is set: no shared cache may keep one client's image
      const cache = config.publicUrlFromRequest ? 'private, max-age=3600' : 'public, max-age=86400';
      if (config.publicUrlFromRequest) reply.header('vary', 'Host, X-Forwarded-Host');
      return reply.type('image/png').header('cache-control', cache).send(png);
    },
  );
};
