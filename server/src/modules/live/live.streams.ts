import { type HostState, LIVE_ERRORS } from '@quizzical/common';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/event-bus';
import { HttpError } from '../../lib/http-errors';
import type { EventStream } from '../../lib/sse';
import { type CountdownOf, createCountdowns } from './live.countdowns';
import { createLobbyPush, type LobbyOf } from './live.lobby-push';
import { REMOVED } from './live.presenters';
import type { PlayerFrames, StepOfFrames } from './live.states';
import { stepTiming } from './live.step-timing';

/** What the streams read of the live service (structural: live.service.ts provides it). */
export interface LiveStates {
  hostStateOf(quizId: number): Promise<HostState>;
  /** As JSON text; only the sessions of the quiz are in the map, REMOVED for a player the host removed. */
  playerFramesOf(quizId: number, sessionIds: string[]): Promise<PlayerFrames>;
  /** Reveals the question if its countdown is over; true when this call did it (it then publishes the step). */
  revealIfOverdue(quizId: number): Promise<boolean>;
}

export interface LiveStreamsDeps {
  live: LiveStates;
  bus: Pick<EventBus, 'onStep' | 'subscribe' | 'onQuizChanged'>;
  /** The live service's clock (config.now): countdowns end by it. */
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  /** A `: heartbeat` comment on every stream at this interval keeps proxies from closing quiet ones. */
  heartbeatMs: number;
}

/** One open stream and the newest state version it was sent: an older state is never sent after it. */
interface Connection {
  stream: EventStream;
  version: number;
}

/** A quiz with open streams on this instance. */
interface Game extends CountdownOf, LobbyOf {
  code: string;
  hosts: Set<Connection>;
  /** session id -> its streams (a player may have a few tabs open) */
  players: Map<string, Set<Connection>>;
  playerConnections: number;
  /** the batched results events (joins, answers): the hosts' counts, the lobby's player count */
  unsubscribeResults: () => void;
  /** one refresh at a time per game; what was asked meanwhile runs once after it */
  busy: boolean;
  pending: { step: boolean; hosts: boolean };
}

type StepState = Pick<HostState, 'step' | 'question_ends_at'>;

/**
 * The hosted games' event streams on this instance. A step (heard on the event bus, from any
 * instance) is computed once per game here: one hostStateOf for every host stream, one playerStatesOf for
 * every connected session, each connection written its frame; no query per player. Hosts also get the
 * batched results events (answers received, joins), at most one per ~500 ms; phones in the lobby get
 * the player count from a push (live.lobby-push.ts). While a game has streams
 * here, a timer at its question's end (plus the taps' allowance) calls revealIfOverdue: every instance
 * with streams tries, the conditional update lets one win, and all hear its step.
 */
export function createLiveStreams(deps: LiveStreamsDeps) {
  const games = new Map<number, Game>();
  /** grows on every step heard: a stream opened while one was computed gets its state again */
  let stepsHeard = 0;
  // one interval for every stream of the instance, not one timer per player (5,000 phones in a game)
  let heartbeat: NodeJS.Timeout | undefined;
  const streamsOf = function* (game: Game) {
    for (const connection of game.hosts) yield connection.stream;
    for (const connections of game.players.values()) for (const { stream } of connections) yield stream;
  };
  const beat = () => {
    for (const game of games.values()) for (const stream of streamsOf(game)) stream.comment('heartbeat');
  };

  const current = (quizId: number, game: Game) => games.get(quizId) === game;
  const { arm, disarmCountdown } = createCountdowns({
    now: deps.now,
    live: deps.live,
    logger: deps.logger,
    current,
  });
  const { lobbyChanged, disarmLobby } = createLobbyPush({
    refresh: (quizId) => refresh(quizId, 'step'),
    current,
  });

  const unsubscribeSteps = deps.bus.onStep((quizId) => {
    stepsHeard++;
    if (quizId === undefined) for (const id of games.keys()) refresh(id, 'step');
    else refresh(quizId, 'step');
  });
  // 'Close the quizz' (quizzes' stop) is no step of the game, but the phones must see status 2 at once
  deps.bus.onQuizChanged((code) => {
    for (const [id, game] of games) if (code === undefined || game.code === code) refresh(id, 'step');
  });

  /** A state's JSON text (serialised once for every stream that gets it), unless the stream has a newer one. */
  const send = (connection: Connection, version: number, json: string) => {
    if (version < connection.version) return;
    connection.version = version;
    connection.stream.sendJson('state', json);
  };

  function refresh(quizId: number, what: 'step' | 'hosts') {
    const game = games.get(quizId);
    if (!game) return;
    game.pending[what] = true;
    if (game.busy) return;
    game.busy = true;
    void run(quizId, game).finally(() => {
      game.busy = false;
    });
  }

  async function run(quizId: number, game: Game) {
    while (game.pending.step || game.pending.hosts) {
      const step = game.pending.step;
      game.pending = { step: false, hosts: false };
      const timing = stepTiming();
      try {
        const sessions = step ? [...game.players.keys()] : [];
        const reading = sessions.length ? deps.live.playerFramesOf(quizId, sessions) : undefined;
        reading?.catch(() => {}); // awaited below, unless the host's read fails first
        // the projector does not wait for 5,000 phones' states
        const host = game.hosts.size ? await deps.live.hostStateOf(quizId) : undefined;
        timing.mark('host read');
        if (host) {
          const json = JSON.stringify(host);
          for (const connection of game.hosts) send(connection, host.version, json);
        }
        const players = await reading;
        timing.mark('players read');
        if (players) {
          const version = players.step.version;
          for (const [session, connections] of game.players) {
            const json = players.frames.get(session);
            if (json === REMOVED) tellRemoved(connections);
            else if (json !== undefined)
              for (const connection of connections) send(connection, version, json);
          }
        }
        timing.mark('written');
        if (step) timing.warnIfSlow(deps.logger, { quizId, players: sessions.length });
        const any: StepState | undefined = host ?? (players?.frames.size ? players.step : undefined);
        if (any) game.step = any.step;
        if (step && any) arm(quizId, game, any);
      } catch (error) {
        // the quiz was deleted (its game with it): its pages stop listening (a reconnection gets a 404)
        if (error instanceof HttpError && error.statusCode === 404) endAll(game);
        else deps.logger.warn({ err: error, quizId }, 'live streams: the state could not be read');
      }
    }
  }

  /** The host removed this player: their phone is told, their streams end (a new one gets a 403). */
  const tellRemoved = (connections: Set<Connection>) => {
    for (const { stream } of [...connections]) {
      stream.send('removed', { detail: LIVE_ERRORS['live.player_removed'], code: 'live.player_removed' });
      stream.end();
    }
  };

  const endAll = (game: Game) => {
    for (const stream of [...streamsOf(game)]) stream.end();
  };

  /** Joins or answers: the hosts' counts now, the lobby's phones when their push is due. */
  function resultsChanged(quizId: number, game: Game) {
    if (game.hosts.size) refresh(quizId, 'hosts');
    if (game.players.size && game.step === 'lobby') lobbyChanged(quizId, game);
  }

  /** Every timer of the game: its last stream closed, or the instance stops. */
  function disarm(game: Game) {
    disarmLobby(game);
    disarmCountdown(game);
  }

  const gameOf = (quizId: number, code: string) => {
    let game = games.get(quizId);
    if (!game) {
      const created: Game = {
        code,
        hosts: new Set(),
        players: new Map(),
        playerConnections: 0,
        unsubscribeResults: deps.bus.subscribe(quizId, () => resultsChanged(quizId, created)),
        lobbyChangedAt: 0,
        lobbyPushedAt: 0,
        busy: false,
        pending: { step: false, hosts: false },
      };
      game = created;
      games.set(quizId, game);
      heartbeat ??= setInterval(beat, deps.heartbeatMs).unref();
    }
    return game;
  };

  const forget = (quizId: number, game: Game) => {
    if (game.hosts.size || game.players.size) return;
    disarm(game);
    game.unsubscribeResults();
    games.delete(quizId);
    if (!games.size && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  };

  return {
    /** The step counter to read before the first state of a new stream is computed (see add*). */
    stepsHeard: () => stepsHeard,

    /** How many streams a session, and a quiz, have open here (the routes cap them). */
    playerStreams(quizId: number, sessionId: string) {
      const game = games.get(quizId);
      return { session: game?.players.get(sessionId)?.size ?? 0, quiz: game?.playerConnections ?? 0 };
    },
    hostStreams: (quizId: number) => games.get(quizId)?.hosts.size ?? 0,

    /**
     * Adds a host stream and sends it `first` (read when the counter was `heardBefore`: if a step was
     * heard since, the state is read again).
     */
    addHost(quizId: number, stream: EventStream, first: HostState, heardBefore: number) {
      const game = gameOf(quizId, first.code);
      const connection: Connection = { stream, version: -1 };
      game.hosts.add(connection);
      game.step ??= first.step;
      send(connection, first.version, JSON.stringify(first));
      if (stepsHeard !== heardBefore) refresh(quizId, 'step');
      else arm(quizId, game, first);
      stream.onClose(() => {
        game.hosts.delete(connection);
        forget(quizId, game);
      });
    },

    /** Adds a player's stream and sends it `first` (as addHost). */
    addPlayer(
      quizId: number,
      sessionId: string,
      stream: EventStream,
      first: { step: StepOfFrames; json: string },
      heardBefore: number,
    ) {
      const game = gameOf(quizId, first.step.code);
      const connection: Connection = { stream, version: -1 };
      const connections = game.players.get(sessionId) ?? new Set<Connection>();
      game.players.set(sessionId, connections);
      connections.add(connection);
      game.playerConnections++;
      game.step ??= first.step.step;
      send(connection, first.step.version, first.json);
      if (stepsHeard !== heardBefore) refresh(quizId, 'step');
      else arm(quizId, game, first.step);
      stream.onClose(() => {
        connections.delete(connection);
        game.playerConnections--;
        if (!connections.size) game.players.delete(sessionId);
        forget(quizId, game);
      });
    },

    /** For tests and measurements: what this instance holds. */
    stats() {
      const all = [...games.values()];
      const count = (of: (game: Game) => number) => all.reduce((n, game) => n + of(game), 0);
      const [hosts, players] = [count((g) => g.hosts.size), count((g) => g.playerConnections)];
      return { games: all.length, hosts, players, timers: count((g) => (g.timer ? 1 : 0)) };
    },

    close() {
      unsubscribeSteps();
      for (const game of games.values()) {
        disarm(game);
        game.unsubscribeResults();
      }
      games.clear();
      clearInterval(heartbeat);
      heartbeat = undefined;
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
