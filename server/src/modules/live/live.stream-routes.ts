import { pathText, sessionQuery } from '@quizzical/common';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { EventBus } from '../../lib/event-bus';
import type { EventStreams } from '../../lib/sse';
import { createTtlCache } from '../../lib/ttl-cache';
import { requireUser } from '../../plugins/authenticate';
import { nonJsonResponse } from '../../plugins/openapi';
import { quizNotFound } from '../quizzes/quizzes.errors';
import { sessionNotFound } from '../taking/taking.errors';
import { playerRemoved } from './live.errors';
import { REMOVED } from './live.presenters';
import type { PlayerFrames } from './live.states';
import { createLiveStreams, type LiveStates, type LiveStreams } from './live.streams';
import {
  PLAYER_STREAMS_PER_QUIZ,
  PLAYER_STREAMS_PER_SESSION,
  tooManyHostStreams,
  tooManyPlayerStreams,
  tooManyPlayerStreamsFromAddress,
} from './live.streams.errors';

/** What the stream routes read of the live service besides the states. */
export interface LiveGames extends LiveStates {
  gameByCode(code: string): Promise<{ quizId: number; ownerId: number } | undefined>;
}

const codeParams = z.object({ code: pathText() });
/** how long a browser's EventSource waits before reconnecting (after a restart, to another instance) */
const RETRY_MS = 3_000;
/** a class's phones reconnect spread over 2 to 5 s, not all in the same instant */
const playerRetryMs = () => 2_000 + Math.floor(Math.random() * 3_000);
/** streams of one game opening within this window read their first states together */
const FIRST_STATES_WINDOW_MS = 10;
const NOT_HOSTED = new Error('not hosted');

/**
 * A game by its code (its quiz and owner never change), kept a minute: a class's phones opening their
 * streams at once (after a restart) do not each look it up. A code without a game is not kept.
 */
function gamesByCode(live: LiveGames) {
  const cache = createTtlCache<string, { quizId: number; ownerId: number }>({
    maxEntries: 10_000,
    maxAgeMs: 60_000,
  });
  return (code: string) =>
    cache
      .get(code, async () => {
        const game = await live.gameByCode(code);
        if (!game) throw NOT_HOSTED;
        return { quizId: game.quizId, ownerId: game.ownerId };
      })
      .catch((error) => {
        if (error === NOT_HOSTED) return undefined;
        throw error;
      });
}

/**
 * The first state of a player's stream (JSON text, with its step): the streams of a game opening within
 * FIRST_STATES_WINDOW_MS share one playerFramesOf (5,000 phones reconnecting make a few hundred reads,
 * not 5,000).
 */
function firstPlayerStates(live: LiveStates) {
  const batches = new Map<number, { sessions: Set<string>; states: Promise<PlayerFrames> }>();
  return (quizId: number, sessionId: string) => {
    let batch = batches.get(quizId);
    if (!batch) {
      const sessions = new Set<string>();
      const states = new Promise((resolve) => setTimeout(resolve, FIRST_STATES_WINDOW_MS)).then(() => {
        batches.delete(quizId);
        return live.playerFramesOf(quizId, [...sessions]);
      });
      batch = { sessions, states };
      batches.set(quizId, batch);
    }
    batch.sessions.add(sessionId);
    return batch.states.then(({ step, frames }) => {
      const json = frames.get(sessionId);
      return json === undefined || json === REMOVED ? json : { step, json };
    });
  };
}
/** How many streams are open per key on this instance: one more on open, one less on close. */
function openCounts() {
  const counts = new Map<string, number>();
  return {
    of: (key: string) => counts.get(key) ?? 0,
    opened: (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1),
    closed(key: string) {
      const n = (counts.get(key) ?? 1) - 1;
      if (n > 0) counts.set(key, n);
      else counts.delete(key);
    },
  };
}

const eventStream = { 200: nonJsonResponse('text/event-stream', 'The event stream') };

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's hosted-game streams (tests and benchmarks read `stats()`). */
    liveStreams: LiveStreams;
  }
}

/**
 * The hosted game's two event streams (the contract: common/src/schemas/live.ts). Not
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
  const gameByCode = gamesByCode(live);
  const firstState = firstPlayerStates(live);
  /** a teacher's host streams on this instance, over all their games (as results streams are counted) */
  const hostStreamsOf = new Map<number, number>();
  /**
   * Player streams per address (`request.ip`: the client's, from X-Forwarded-For with TRUST_PROXY) on
   * this instance, per game and over all games: one address cannot hold the sockets of a whole instance,
   * and a school behind one address stays far below (config.ts, docs/SECURITY.md).
   */
  const addressStreams = { perGame: openCounts(), total: openCounts() };

  app.get(
    '/api/quizz/:code/live/_events',
    {
      config: { eventStream: true },
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
      const game = await gameByCode(request.params.code);
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
      config: { eventStream: true },
      schema: {
        tags: ['live'],
        summary:
          'Server-Sent Events of a player\'s phone: "state" (their playerState) at once and on every step; ' +
          '404 for a session not of this hosted quiz, 403 for a player the host removed (an open stream ' +
          'gets "removed" and ends), 429 beyond the open streams allowed (per session, per game, per address)',
        params: codeParams,
        querystring: sessionQuery,
        response: eventStream,
      },
    },
    async (request, reply) => {
      const sessionId = request.query.session_id;
      const game = await gameByCode(request.params.code);
      if (!game) throw sessionNotFound();
      const heard = streams.stepsHeard();
      const first = await firstState(game.quizId, sessionId);
      if (!first) throw sessionNotFound();
      if (first === REMOVED) throw playerRemoved();
      const open = streams.playerStreams(game.quizId, sessionId);
      if (open.session >= PLAYER_STREAMS_PER_SESSION) throw tooManyPlayerStreams(PLAYER_STREAMS_PER_SESSION);
      if (open.quiz >= PLAYER_STREAMS_PER_QUIZ) throw tooManyPlayerStreams(PLAYER_STREAMS_PER_QUIZ);
      const caps = limits.playerStreamsPerAddress;
      const [address, gameAddress] = [request.ip, `${game.quizId} ${request.ip}`];
      if (addressStreams.perGame.of(gameAddress) >= caps.perGame)
        throw tooManyPlayerStreamsFromAddress(caps.perGame, 'game');
      if (addressStreams.total.of(address) >= caps.total)
        throw tooManyPlayerStreamsFromAddress(caps.total, 'games');
      const stream = eventStreams.open(reply, { retryMs: playerRetryMs() });
      addressStreams.perGame.opened(gameAddress);
      addressStreams.total.opened(address);
      stream.onClose(() => {
        addressStreams.perGame.closed(gameAddress);
        addressStreams.total.closed(address);
      });
      streams.addPlayer(game.quizId, sessionId, stream, first, heard);
    },
  );
};

export const liveStreamRoutes = fp(streamRoutes, { name: 'live-streams' });
