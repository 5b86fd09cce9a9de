import { pathText, type ResultsReport, resultsReportSchema } from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { EventBus } from '../../lib/event-bus';
import { HttpError } from '../../lib/http-errors';
import { nonJsonResponse } from '../../plugins/openapi';
import type { ResultsService } from './results.service';

const tags = ['results'];
const security = [{ bearerAuth: [] }];
const codeParams = z.object({ code: pathText() });
/** smaller reports are sent as they are: compressing them saves less than it costs */
const GZIP_MIN_BYTES = 1_024;

/** Counts open streams per key; `take` refuses beyond `max`. */
function slots<K>(max: number) {
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
}> = async (app, { results, bus, live }) => {
  // One account once held 3,000 streams (+133 MB, +3,018 descriptors, issue 12): each stream is a
  // socket and a subscription, so they are capped per account and per quiz (on each instance).
  const perAccount = slots<number>(live.streamsPerAccount);
  const perQuiz = slots<number>(live.streamsPerQuiz);
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
        summary:
          'Server-Sent Events: "update" when the results change (batched, at most every ~500 ms), ' +
          '"heartbeat" at a fixed interval while changes are heard; 429 beyond the open streams allowed',
        params: codeParams,
        response: { 200: nonJsonResponse('text/event-stream', 'The event stream') },
      },
    },
    async (request, reply) => {
      const quiz = await results.owned(request.user!, request.params.code);
      const userId = request.user!.id;
      if (!perAccount.take(userId)) {
        throw new HttpError(429, {
          detail: `Too many live results pages are open for this account (${live.streamsPerAccount} at most). Close some and try again.`,
        });
      }
      if (!perQuiz.take(quiz.id)) {
        perAccount.release(userId);
        throw new HttpError(429, {
          detail: `Too many live results pages are open for this quizz (${live.streamsPerQuiz} at most). Close some and try again.`,
        });
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise buffer the stream
        'x-accel-buffering': 'no',
      });
      // `live`: whether this instance hears changes now; `heartbeat_ms`: the page counts the stream as
      // silent (and polls) when neither an update nor a heartbeat came for 2.5 times this
      res.write(
        `retry: 3000\nevent: ready\ndata: {"quizz":"${quiz.code}","heartbeat_ms":${live.heartbeatMs},"live":${bus.connected()}}\n\n`,
      );
      const unsubscribe = bus.subscribe(quiz.id, () => {
        res.write(`event: update\ndata: {"quizz":"${quiz.code}","at":${Date.now()}}\n\n`);
      });
      // A heartbeat says "changes reach this stream": while the event bus is reconnecting only a comment
      // goes out (it keeps proxies from closing the connection), so the page notices and polls.
      const heartbeat = setInterval(() => {
        res.write(bus.connected() ? `event: heartbeat\ndata: {"at":${Date.now()}}\n\n` : ': keep-alive\n\n');
      }, live.heartbeatMs);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearInterval(heartbeat);
        unsubscribe();
        perAccount.release(userId);
        perQuiz.release(quiz.id);
      };
      res.on('close', release);
      // a client gone while the quiz was read: its 'close' came before anyone listened
      if (!res.socket || res.socket.destroyed) release();
    },
  );
};
