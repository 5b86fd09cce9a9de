import {
  endSessionBody,
  pathText,
  reviewResult,
  saveAnswerBody,
  saveAnswerResult,
  sessionEnvelope,
  sessionQuery,
  sessionTimeResult,
  startQuizResult,
  startSessionBody,
  surveyBody,
} from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config';
import { saveValidatorCompiler } from './taking.save-validation';
import type { TakingService } from './taking.service';

const tags = ['taking'];
const codeParams = z.object({ code: pathText() });
const codeSessionParams = z.object({
  code: pathText(),
  session: sessionQuery.shape.session_id,
});
/**
 * The save's two answers (saveAnswerResult), serialised once: the schema stays for the API's description
 * and its checks of the handler's return type, and thousands of saves a second skip running it.
 */
const SAVED = JSON.stringify({ detail: 'saved' });
const SUPERSEDED = JSON.stringify({ detail: 'saved', superseded: true });
const savedSerializer = () => (result: { superseded?: boolean }) => (result.superseded ? SUPERSEDED : SAVED);
/** What the calls on one session share: the quiz in the path, the session in `?session_id=`. */
const onSession = { tags, params: codeParams, querystring: sessionQuery };
const sessionOf = (request: { params: { code: string }; query: { session_id: string } }) => ({
  code: request.params.code,
  sessionId: request.query.session_id,
});
/** The session a call names in its path (`/:code/:session`). */
const sessionInPath = (request: { params: { code: string; session: string } }) => ({
  code: request.params.code,
  sessionId: request.params.session,
});
/** Unknown codes answered here count against the address (plugins/code-guard.ts). */
const codeLookup = { codeLookup: { missStatus: 404 } };

/**
 * Student calls (spec §7 Student): no authorization; a session id opens its own session only. Joins are
 * limited per address (`joinsPerAddress`, far above a school behind one address) besides per quiz.
 */
export const takingRoutes: FastifyPluginAsyncZod<{
  taking: TakingService;
  joinsPerAddress: RateLimitRule;
}> = async (app, { taking, joinsPerAddress }) => {
  app.get(
    '/api/quizz/_start/:code',
    {
      config: codeLookup,
      schema: {
        tags,
        summary: 'The quiz a student joins (no correct answers). Errors are plain text.',
        params: codeParams,
        response: { 200: startQuizResult },
      },
    },
    (request) => taking.quizForStudent(request.params.code),
  );

  app.post(
    '/api/quizz/response/_start/:code',
    {
      config: { ...codeLookup, rateLimit: joinsPerAddress },
      schema: {
        tags,
        summary: 'Join: creates a session (first and last name required unless anonymous)',
        params: codeParams,
        body: startSessionBody,
        response: { 201: sessionEnvelope },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await taking.startSession(request.params.code, request.body)),
  );

  app.get(
    '/api/quizz/response/_start/:code',
    {
      schema: {
        ...onSession,
        summary: 'A session with its questions (session order), saved answers and the server time',
        response: { 200: sessionEnvelope },
      },
    },
    (request) => taking.getSession(sessionOf(request)),
  );

  app.get(
    '/api/quizz/response/_time/:code',
    {
      // every few seconds from each run screen: log only problems
      logLevel: 'warn',
      schema: {
        ...onSession,
        summary:
          "The session's end of time as it is now (a teacher may grant extra time), with the server time: the run screen's light poll",
        response: { 200: sessionTimeResult },
      },
    },
    (request) => taking.sessionTime(sessionOf(request)),
  );

  app.post(
    '/api/quizz/response/_save/:code',
    {
      // thousands a second in an exam hall: log only problems, not every request
      logLevel: 'warn',
      // its replies (a few dozen bytes) are far below compression's threshold: its hooks would only look
      compress: false,
      serializerCompiler: savedSerializer,
      validatorCompiler: saveValidatorCompiler,
      schema: {
        ...onSession,
        summary:
          "Save one answer (idempotent): key = question id, answer by the question type (a stored number 1..4; a list of them for multiple; the presented slots in order for ordering; a text; a number), sequence = the client journal's order (optional); an older sequence than the stored one is acknowledged as superseded, not applied",
        body: saveAnswerBody,
        response: { 201: saveAnswerResult },
      },
    },
    async (request, reply) => {
      const { key, answer, sequence } = request.body;
      const { superseded } = await taking.save({
        ...sessionOf(request),
        questionId: key,
        answer,
        sequence,
      });
      return reply.code(201).send({ detail: 'saved' as const, ...(superseded && { superseded }) });
    },
  );

  app.post(
    '/api/quizz/response/_end/:code/:session',
    {
      schema: {
        tags,
        summary: 'End the session (with its last answer); accepted after the time is over',
        params: codeSessionParams,
        body: endSessionBody,
        response: { 201: sessionEnvelope },
      },
    },
    async (request, reply) => reply.code(201).send(await taking.end(sessionInPath(request), request.body)),
  );

  app.post(
    '/api/quizz/response/_survey/:code/:session',
    {
      schema: {
        tags,
        summary: 'Comment and difficulty rating 1..5, when the quiz allows them',
        params: codeSessionParams,
        body: surveyBody,
        response: { 201: z.object({ comment: z.string(), rating: z.number().nullable() }) },
      },
    },
    async (request, reply) => reply.code(201).send(await taking.survey(sessionInPath(request), request.body)),
  );

  app.get(
    '/api/quizz/_review/:code',
    {
      schema: {
        ...onSession,
        summary:
          "A finished student's answers with the correct ones, when answers are available; with review_after 'close', 403 until the quiz is closed",
        response: { 200: reviewResult },
      },
    },
    (request) => taking.review(sessionOf(request)),
  );
};
