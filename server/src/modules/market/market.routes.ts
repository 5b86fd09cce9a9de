import {
  copyMarketBody,
  integerText,
  marketPatchBody,
  marketQuestionInput,
  marketQuestionSchema,
  marketSearchBody,
  marketSearchResult,
  pathId,
} from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { marketFormulaFields, renderableFormulas } from '../../lib/formulas';
import { requireUser } from '../../plugins/authenticate';
import { nonJsonResponse } from '../../plugins/openapi';
import type { MarketService } from './market.service';

const tags = ['market'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: pathId });

/** The public market of questions (spec §7 Market) and the staff's review actions. */
export const marketRoutes: FastifyPluginAsyncZod<{ market: MarketService; config: AppConfig }> = async (
  app,
  { market, config },
) => {
  /** After validation: every formula of the body must render (KaTeX, as the web renders it). */
  const formulasRender = renderableFormulas(marketFormulaFields);
  app.get(
    '/api/market/quizz/:id',
    {
      preHandler: app.optionalAuth,
      schema: { tags, params: idParams, response: { 200: marketQuestionSchema } },
    },
    (request) => market.get(request.params.id, request.user),
  );

  app.post(
    '/api/market/quizz/_search',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary:
          'Approved questions (active=true), or proposals (active=false, staff); 10 a page; keyword ranked by relevance',
        body: marketSearchBody,
        response: { 200: marketSearchResult },
      },
    },
    // sent as the service's JSON text, without the serializer's zod pass over ten questions on the way
    // out (a tenth of the search's CPU): the presenter builds each field of the schema, and the schema
    // documents it
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(
          (await market.search(request.body, request.user)) as unknown as z.infer<typeof marketSearchResult>,
        ),
  );

  app.post(
    '/api/market/quizz',
    {
      preHandler: [app.optionalAuth, formulasRender],
      config: { rateLimit: config.rateLimits.marketProposalsPerAddress },
      schema: {
        tags,
        summary: 'Propose a question (anyone; reviewed by staff)',
        body: marketQuestionInput,
        response: { 201: z.object({ id: z.number() }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await market.propose(request.body, request.user, request.language)),
  );

  app.patch(
    '/api/market/quizz/:id',
    {
      preHandler: [app.requireStaff, formulasRender],
      schema: {
        tags,
        security,
        summary: 'Staff: edit (full payload) or approve ({status: 1})',
        params: idParams,
        body: marketPatchBody,
        response: { 200: marketQuestionSchema },
      },
    },
    (request) =>
      'description' in request.body
        ? market.edit(request.params.id, request.body, request.user)
        : market.approve(request.params.id, request.user),
  );

  app.delete(
    '/api/market/quizz/:id',
    {
      preHandler: app.requireStaff,
      schema: { tags, security, params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await market.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/market/quizz/_duplicate',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        security,
        body: z.object({ id: integerText({ min: 1 }) }),
        response: { 201: marketQuestionSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await market.duplicate(request.body.id, requireUser(request))),
  );

  app.get(
    '/latex/export/:id',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'Staff: the question as a LaTeX document',
        params: idParams,
        response: { 200: nonJsonResponse('application/x-tex', 'The LaTeX document (an attachment)') },
      },
    },
    async (request, reply) => {
      const { filename, content } = await market.latex(request.params.id, requireUser(request));
      return reply
        .type('application/x-tex; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(content);
    },
  );

  app.post(
    '/api/admin/copy_market_quizz',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Staff: copy the questions tagged source_tag to new ones tagged target_tag',
        body: copyMarketBody,
        response: { 201: z.object({ copied: z.number() }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await market.copyBetweenTags({ source: request.body.source_tag, target: request.body.target_tag }),
        ),
  );
};
