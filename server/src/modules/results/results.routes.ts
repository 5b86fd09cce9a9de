import {
  exportResult,
  extraTimeBody,
  extraTimeResult,
  participantAnswersSchema,
  participantParams,
  pathText,
  type ResultsReport,
  resultsExportQuery,
  resultsReportSchema,
} from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { EventBus } from '../../lib/event-bus';
import type { EventStreams } from '../../lib/sse';
import { requireUser } from '../../plugins/authenticate';
import { nonJsonResponse } from '../../plugins/openapi';
import { tooManyStreamsForAccount, tooManyStreamsForQuiz } from './results.errors';
import type { ResultsService } from './results.service';

const tags = ['results'];
const security = [{ bearerAuth: [] }];
const codeParams = z.object({ code: pathText() });
/** smaller reports are sent as they are: compressing them saves less than it costs */
const GZIP_MIN_BYTES = 1_024;

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for this header). */
function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Counts open streams per key; `take` refuses beyond `max`. */
function streamSlots<K>(max: number) {
  const open = new Map<K, number>();
  return {
    take(key: K) {
      const n = open.get(key) ?? 0;
      if (n >= max) return false;
      open.set(key, n + 1);
      return true;
    },
    release(key: K) {
      const n = (open.get(key) ?? 1) - 1;
      if (n > 0) open.set(key, n);
      else open.delete(key);
    },
  };
}

/** The owner's results report, and a Server-Sent Events stream that says when it changed. */
export const resultsRoutes: FastifyPluginAsyncZod<{
  results: ResultsService;
  bus: EventBus;
  live: AppConfig['live'];
  eventStreams: EventStreams;
}> = async (app, { results, bus, live, eventStreams }) => {
  // One account once held 3,000 streams (+133 MB, +3,018 descriptors): each stream is a
  // socket and a subscription, so they are capped per account and per quiz (on each instance).
  const perAccount = streamSlots<number>(live.streamsPerAccount);
  const perQuiz = streamSlots<number>(live.streamsPerQuiz);
  app.get(
    '/api/quizz/:code/responses',
    {
      preHandler: app.authenticate,
      // the report goes out as the stored bytes (results.service.ts): never compressed again per request
      compress: false,
      // the response schema documents the JSON without re-checking 10,000 rows on the way out
      schema: {
        tags,
        security,
        summary:
          'Results report with item analysis (304 while unchanged since the ETag sent in If-None-Match)',
        params: codeParams,
        response: { 200: resultsReportSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const report = await results.report(requireUser(request), request.params.code);
      // the owner's browser keeps it but asks again every time: 304 while the report is unchanged
      reply
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', report.etag);
      if (matchesEtag(request.headers['if-none-match'], report.etag)) return reply.code(304).send(null);
      reply.type('application/json; charset=utf-8');
      // Fastify sends a Buffer payload as is, without the serializer; the casts only satisfy the route's
      // response type, which describes the parsed JSON
      if (report.body.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply
          .header('content-encoding', 'gzip')
          .send((await report.gzipped()) as unknown as ResultsReport);
      }
      return reply.send(report.body as unknown as ResultsReport);
    },
  );

  app.get(
    '/api/quizz/:code/responses/_export',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Results for a gradebook, base64: one row per participant (rank, names, times, score, letters); the .xlsx adds the item analysis',
        params: codeParams,
        querystring: resultsExportQuery,
        response: { 200: exportResult },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { format, tz } = request.query;
      return results.exportResults(requireUser(request), request.params.code, format, tz);
    },
  );

  app.get(
    '/api/quizz/:code/participants/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "One participant's answers, one per question in the authored order (answer, correct or not, when); id = the report's participant id",
        params: participantParams,
        response: { 200: participantAnswersSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { code, id } = request.params;
      return results.participant(requireUser(request), { code, participantId: id });
    },
  );

  app.post(
    '/api/quizz/:code/participants/:id/_extra_time',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "More time for one student: moves their session's end by `minutes` (1..240), also past the end; 409 once they ended",
        params: participantParams,
        body: extraTimeBody,
        response: { 200: extraTimeResult },
      },
    },
    (request) => {
      const { code, id } = request.params;
      return results.grantExtraTime(requireUser(request), {
        code,
        participantId: id,
        minutes: request.body.minutes,
      });
    },
  );

  app.get(
    '/api/quizz/:code/events',
    {
      config: { eventStream: true },
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Server-Sent Events: "update" when the results change (batched, at most every ~500 ms), ' +
          '"heartbeat" at a fixed interval while changes are heard; 429 beyond the open streams allowed',
        params: codeParams,
        response: { 200: nonJsonResponse('text/event-stream', 'The event stream') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const quiz = await results.ownedQuiz(user, request.params.code);
      if (!perAccount.take(user.id)) throw tooManyStreamsForAccount(live.streamsPerAccount);
      if (!perQuiz.take(quiz.id)) {
        perAccount.release(user.id);
        throw tooManyStreamsForQuiz(live.streamsPerQuiz);
      }
      const stream = eventStreams.open(reply, { retryMs: 3_000 });
      // `live`: whether this instance hears changes now; `heartbeat_ms`: the page counts the stream as
      // silent (and polls) when neither an update nor a heartbeat came for 2.5 times this
      stream.send('ready', { quizz: quiz.code, heartbeat_ms: live.heartbeatMs, live: bus.connected() });
      const unsubscribe = bus.subscribe(quiz.id, () => {
        stream.send('update', { quizz: quiz.code, at: Date.now() });
      });
      // A heartbeat says "changes reach this stream": while the event bus is reconnecting only a comment
      // goes out (it keeps proxies from closing the connection), so the page notices and polls.
      const heartbeat = setInterval(() => {
        if (bus.connected()) stream.send('heartbeat', { at: Date.now() });
        else stream.comment('keep-alive');
      }, live.heartbeatMs);
      stream.onClose(() => {
        clearInterval(heartbeat);
        unsubscribe();
        perAccount.release(user.id);
        perQuiz.release(quiz.id);
      });
    },
  );
};
