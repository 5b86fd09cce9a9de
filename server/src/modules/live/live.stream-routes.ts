import { pathText, sessionQuery } from '@quizzical/common';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { EventBus } from '../../lib/event-bus';
import type { EventStreams } from '../../lib/sse';
import { requireUser } from '../../plugins/authenticate';
import { nonJsonResponse } from '../../plugins/openapi';
import { quizNotFound } from '../quizzes/quizzes.errors';
import { sessionNotFound } from '../taking/taking.errors';
import { createLiveStreams, type LiveStates, type LiveStreams } from './live.streams';
import {
  PLAYER_STREAMS_PER_QUIZ,
  PLAYER_STREAMS_PER_SESSION,
  tooManyHostStreams,
  tooManyPlayerStreams,
} from './live.streams.errors';

/** What the stream routes read of the live service besides the states. */
export interface LiveGames extends LiveStates {
  gameByCode(code: string): Promise<{ quizId: number; ownerId: number } | undefined>;
}

const codeParams = z.object({ code: pathText() });
/** how long a browser's EventSource waits before reconnecting (after a restart, to another instance) */
const RETRY_MS = 3_000;
const eventStream = { 200: nonJsonResponse('text/event-stream', 'The event stream') };

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's hosted-game streams (tests and benchmarks read `stats()`). */
    liveStreams: LiveStreams;
  }
}

/**
 * The hosted game's two event streams (issue 14; the contract: common/src/schemas/live.ts). Not
 * encapsulated (fastify-plugin), so that `app.liveStreams` is the app's.
 */
const streamRoutes: FastifyPluginAsyncZod<{
  live: LiveGames;
  bus: EventBus;
  config: Pick<AppConfig, 'live' | 'now'>;
  eventStreams: EventStreams;
}> = async (app, { live, bus, config, eventStreams }) => {
  const limits = config.live;
  const streams = createLiveStreams({
    live,
    bus,
    now: config.now,
    logger: app.log,
    heartbeatMs: limits.heartbeatMs,
  });
  app.addHook('onClose', () => streams.close());
  app.decorate('liveStreams', streams);
  /** a teacher's host streams on this instance, over all their games (as results streams are counted) */
  const hostStreamsOf = new Map<number, number>();

  app.get(
    '/api/quizz/:code/live/_events',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['live'],
        security: [{ bearerAuth: [] }],
        summary:
          'Server-Sent Events of the projector screen: "state" (a hostState) at once, on every step and when ' +
          'answers or players change (at most every ~500 ms); 429 beyond the open streams allowed',
        params: codeParams,
        response: eventStream,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const game = await live.gameByCode(request.params.code);
      if (!game || game.ownerId !== user.id) throw quizNotFound();
      const heard = streams.stepsHeard();
      const first = await live.hostStateOf(game.quizId);
      const mine = hostStreamsOf.get(user.id) ?? 0;
      if (mine >= limits.streamsPerAccount) throw tooManyHostStreams(limits.streamsPerAccount, 'account');
      if (streams.hostStreams(game.quizId) >= limits.streamsPerQuiz)
        throw tooManyHostStreams(limits.streamsPerQuiz, 'quizz');
      hostStreamsOf.set(user.id, mine + 1);
      const stream = eventStreams.open(reply, { retryMs: RETRY_MS });
      stream.onClose(() => {
        const n = (hostStreamsOf.get(user.id) ?? 1) - 1;
        if (n > 0) hostStreamsOf.set(user.id, n);
        else hostStreamsOf.delete(user.id);
      });
      streams.addHost(game.quizId, stream, first, heard);
    },
  );

  app.get(
    '/api/quizz/live/:code/_events',
    {
      schema: {
        tags: ['live'],
        summary:
          'Server-Sent Events of a player\'s phone: "state" (their playerState) at once and on every step; ' +
          '404 for a session not of this hosted quiz, 429 beyond the open streams allowed',
        params: codeParams,
        querystring: sessionQuery,
        response: eventStream,
      },
    },
    async (request, reply) => {
      const sessionId = request.query.session_id;
      const game = await live.gameByCode(request.params.code);
      if (!game) throw sessionNotFound();
      const heard = streams.stepsHeard();
      const first = (await live.playerStatesOf(game.quizId, [sessionId])).get(sessionId);
      if (!first) throw sessionNotFound();
      const open = streams.playerStreams(game.quizId, sessionId);
      if (open.session >= PLAYER_STREAMS_PER_SESSION) throw tooManyPlayerStreams(PLAYER_STREAMS_PER_SESSION);
      if (open.quiz >= PLAYER_STREAMS_PER_QUIZ) throw tooManyPlayerStreams(PLAYER_STREAMS_PER_QUIZ);
      streams.addPlayer(
        game.quizId,
        sessionId,
        eventStreams.open(reply, { retryMs: RETRY_MS }),
        first,
        heard,
      );
    },
  );
};

export const liveStreamRoutes = fp(streamRoutes, { name: 'live-streams' });
