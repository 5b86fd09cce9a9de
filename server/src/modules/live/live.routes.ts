import {
  hostState,
  liveAnswerBody,
  liveAnswerResult,
  liveNextBody,
  pathText,
  playerIdParams,
  playerState,
  sessionQuery,
} from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/authenticate';
import type { LiveService } from './live.service';

const tags = ['live'];
const security = [{ bearerAuth: [] }];
const codeParams = z.object({ code: pathText() });

/** A quiz hosted live: the owner's projector screen and the players' phones. */
export const liveRoutes: FastifyPluginAsyncZod<{ live: LiveService }> = async (app, { live }) => {
  const owner = { preHandler: app.authenticate };
  /** What the players' calls share: the quiz in the path, their session in `?session_id=`. */
  const playerSchema = { tags, params: codeParams, querystring: sessionQuery };
  /** What the owner's calls share: the quiz in the path, the projector's state in return. */
  const ownerSchema = { tags, security, params: codeParams, response: { 200: hostState } };

  app.post(
    '/api/quizz/:code/live/_host',
    {
      ...owner,
      schema: {
        ...ownerSchema,
        summary: "Host my quizz live: starts it if needed, opens the game's lobby if it has none",
      },
    },
    (request) => live.host(requireUser(request), request.params.code),
  );

  app.get(
    '/api/quizz/:code/live',
    {
      ...owner,
      schema: { ...ownerSchema, summary: 'The projector screen of my hosted quizz (404 when not hosted)' },
    },
    (request) => live.state(requireUser(request), request.params.code),
  );

  app.post(
    '/api/quizz/:code/live/_next',
    {
      ...owner,
      schema: {
        ...ownerSchema,
        summary:
          'The next step (lobby -> question -> reveal -> ... -> podium) from `version`; an older version changes nothing',
        body: liveNextBody,
      },
    },
    (request) => live.next(requireUser(request), request.params.code, request.body.version),
  );

  app.delete(
    '/api/quizz/:code/live/players/:id',
    {
      ...owner,
      schema: {
        ...ownerSchema,
        summary:
          "Remove a player from my hosted quizz (`id`: a player's id in the host state, never a session id): " +
          'off the screens and the standings, their phone told; 404 for an id not of this game',
        params: codeParams.extend(playerIdParams.shape),
      },
    },
    (request) =>
      live.removePlayer(requireUser(request), { code: request.params.code, playerId: request.params.id }),
  );

  app.get(
    '/api/quizz/live/:code',
    {
      schema: {
        ...playerSchema,
        summary: "A player's state in a hosted quizz (their session only)",
        response: { 200: playerState },
      },
    },
    (request) => live.playerState({ code: request.params.code, sessionId: request.query.session_id }),
  );

  app.post(
    '/api/quizz/live/:code/_answer',
    {
      // a whole class in the same second: log only problems
      logLevel: 'warn',
      schema: {
        ...playerSchema,
        summary:
          "Answer the current question (key = question id, answer in the shape of its type: 1..4, a list, a text, a number); the first answer counts and is returned; 400 'Time is over.' once revealed or after the countdown (+ LIVE_TAP_ALLOWANCE_MS)",
        body: liveAnswerBody,
        response: { 201: liveAnswerResult },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await live.answer({
          code: request.params.code,
          sessionId: request.query.session_id,
          questionId: request.body.key,
          answer: request.body.answer,
        }),
      ),
  );
};
