import { type ResultsReport, resultsReportSchema } from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../lib/event-bus';
import type { ResultsService } from './results.service';

const tags = ['results'];
const security = [{ bearerAuth: [] }];
const codeParams = z.object({ code: z.string().min(1).max(64) });
const KEEPALIVE_MS = 25_000;
/** smaller reports are sent as they are: compressing them saves less than it costs */
const GZIP_MIN_BYTES = 1_024;

/** The owner's results report, and a Server-Sent Events stream that says when it changed. */
export const resultsRoutes: FastifyPluginAsyncZod<{ results: ResultsService; bus: EventBus }> = async (
  app,
  { results, bus },
) => {
  app.get(
    '/api/quizz/:code/responses',
    {
      preHandler: app.authenticate,
      // the report is sent as the cached JSON text or its gzip (results.cache.ts); the response schema
      // documents it without re-checking 10,000 rows on the way out
      schema: {
        tags,
        security,
        summary: 'Results report with item analysis',
        params: codeParams,
        response: { 200: resultsReportSchema },
      },
    },
    async (request, reply) => {
      const report = await results.report(request.user!, request.params.code);
      reply
        .header('cache-control', 'no-store')
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8');
      // Fastify sends a string or Buffer payload as is, without the serializer; the casts only satisfy
      // the route's response type, which describes the parsed JSON
      if (report.json.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply
          .header('content-encoding', 'gzip')
          .send((await report.gzipped()) as unknown as ResultsReport);
      }
      return reply.send(report.json as unknown as ResultsReport);
    },
  );

  app.get(
    '/api/quizz/:code/events',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Server-Sent Events: "update" when the results change (batched, at most every ~500 ms)',
        params: codeParams,
      },
    },
    async (request, reply) => {
      const quiz = await results.owned(request.user!, request.params.code);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise buffer the stream
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 3000\nevent: ready\ndata: {"quizz":"${quiz.code}"}\n\n`);
      const unsubscribe = bus.subscribe(quiz.id, () => {
        res.write(`event: update\ndata: {"quizz":"${quiz.code}","at":${Date.now()}}\n\n`);
      });
      const keepalive = setInterval(() => res.write(': keep-alive\n\n'), KEEPALIVE_MS);
      request.raw.on('close', () => {
        clearInterval(keepalive);
        unsubscribe();
      });
    },
  );
};
