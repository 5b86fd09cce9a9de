import { type HostState, normalizeCode, type PlayerState, QUIZ_STATUS, type User } from '@quizzical/common';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { GameSteps, QuizEvents } from '../../lib/events';
import { HttpError } from '../../lib/http-errors';
import { createTtlCache } from '../../lib/ttl-cache';
import type { WindowCounter } from '../../lib/window-counter';
import type { QuizzesService } from '../quizzes/quizzes.service';
import { sessionNotFound } from '../taking/taking.errors';
import type { TakingService } from '../taking/taking.service';
import { noQuestions, playerNotFound, playerRemoved, quizClosed } from './live.errors';
import { nextStep, overdue } from './live.game';
import { createGameReads } from './live.game-reads';
import { createPlayerAnswers } from './live.player-answers';
import { REMOVED } from './live.presenters';
import { createGameQuestions } from './live.questions';
import type { LiveRepository } from './live.repository';
import { rescoreHostedAnswers } from './live.rescore';
import { createStandings } from './live.standings';
import { createLiveStates } from './live.states';

export interface LiveDeps {
  db: Db;
  repo: LiveRepository;
  config: Pick<AppConfig, 'now'>;
  /** Results pages and the host's answer count hear about answers and steps (batched per quiz). */
  events: QuizEvents;
  /** Every step, at once and on every instance: the game's streams push the new states (through the event bus). */
  steps: GameSteps;
  /** The quiz's owner check, its start, and its `hosted` flag (the quizzes module's row). */
  quizzes: Pick<QuizzesService, 'ownedQuiz' | 'start' | 'markHosted'>;
  taking: Pick<TakingService, 'finishAll'>;
  answersPerSession: WindowCounter;
}

/** A class's player count is read at most this often per quiz (the phones' 'of 28'). */
const PLAYER_COUNT_TTL_MS = 1_000;

export function createLiveService({
  db,
  repo,
  config,
  events,
  steps,
  quizzes,
  taking,
  answersPerSession,
}: LiveDeps) {
  const gameQuestions = createGameQuestions(repo);
  const questionsOf = gameQuestions.of;
  const standings = createStandings(repo);
  /** Real time, not the game's clock: this only bounds how stale a shared count may be. */
  const playerCounts = createTtlCache<number, number>({ maxEntries: 2_000, maxAgeMs: PLAYER_COUNT_TTL_MS });

  function announce(quizId: number) {
    steps.publish(quizId);
    events.publish(quizId);
  }

  const playerAnswers = createPlayerAnswers({
    db,
    repo,
    now: config.now,
    events,
    questionsOf,
    standings,
    answersPerSession,
  });

  const { revealOverdue, settle, gameOf } = createGameReads({ repo, now: config.now, announce });

  const playerCountOf = (quizId: number) => playerCounts.get(quizId, () => repo.playerCount(quizId));
  const { hostStateFor, playerStatesFor, playerFramesFor } = createLiveStates({
    repo,
    now: config.now,
    taking,
    questionsOf: gameQuestions.at,
    standings,
    playerCountOf,
  });

  return {
    /** Resolves once the answer batches under way are committed (the app closes the database after). */
    drained: playerAnswers.drained,

    /**
     * 'Host live': starts the quiz if it is not started (quizzes' start), opens the game in the lobby if
     * it has none; a closed quiz's existing game is still shown (a reload after 'Close the quizz').
     */
    async host(user: User, code: string): Promise<HostState> {
      const quiz = await quizzes.ownedQuiz(user, code);
      const existing = await repo.findGame(quiz.id);
      if (existing) return hostStateFor((await settle(existing)) ?? existing);
      if (quiz.status === QUIZ_STATUS.CLOSED) throw quizClosed();
      if ((await repo.questionsOf(quiz.id)).length === 0) throw noQuestions();
      if (quiz.status === QUIZ_STATUS.NOT_STARTED) {
        try {
          await quizzes.start(user, code);
        } catch (error) {
          // a second tab started it meanwhile: hosting goes on
          if (!(error instanceof HttpError && error.code === 'quizzes.already_started')) throw error;
        }
      }
      // the quiz is marked hosted in the game's transaction: no game without the flag, or the reverse
      const opened = await db.transaction(async (tx) => {
        const created = await repo.createGame(quiz.id, tx);
        if (created) await quizzes.markHosted(quiz.id, tx);
        return created;
      });
      if (opened) {
        // the students' quiz cache (taking) must see `hosted` at once, on every instance
        events.quizChanged(quiz.id, quiz.code);
        announce(quiz.id);
      }
      return hostStateFor(await gameOf(quiz.id));
    },

    async state(user: User, code: string): Promise<HostState> {
      const quiz = await quizzes.ownedQuiz(user, code);
      return hostStateFor(await gameOf(quiz.id));
    },

    /**
     * The next step, from `version` only: a stale version (a second press, a second tab, the countdown
     * that ended first) changes nothing and answers the current state.
     */
    async next(user: User, code: string, version: number): Promise<HostState> {
      const quiz = await quizzes.ownedQuiz(user, code);
      const game = await gameOf(quiz.id);
      if (game.status === QUIZ_STATUS.CLOSED) throw quizClosed();
      const now = config.now();
      const values = game.version === version ? nextStep(game, await questionsOf(quiz.id), now) : undefined;
      if (values && (await repo.advance({ quizId: quiz.id, fromVersion: version, values, now }))) {
        try {
          // every session ends with the spec's score before anyone hears of the podium
          if (values.step === 'podium') await taking.finishAll(quiz.id);
        } finally {
          // announced even if that failed: the podium's player states finish the sessions again
          announce(quiz.id);
        }
      }
      return hostStateFor(await gameOf(quiz.id));
    },

    /**
     * Removes a player from the game (lobby, question, reveal or podium; a closed game too, so that a
     * name can still leave the final leaderboard): off the host's screen and the standings, their
     * phone told at once on every instance (the removal is a new version of the game). Removing a
     * removed player again changes nothing.
     */
    async removePlayer(
      user: User,
      { code, playerId }: { code: string; playerId: string },
    ): Promise<HostState> {
      const quiz = await quizzes.ownedQuiz(user, code);
      await gameOf(quiz.id);
      const removedNow = await repo.removePlayer({ quizId: quiz.id, playerId, now: config.now() });
      if (removedNow === undefined) throw playerNotFound();
      if (removedNow > 0) {
        standings.forget(quiz.id);
        playerCounts.delete(quiz.id);
        announce(quiz.id);
      }
      return hostStateFor(await gameOf(quiz.id));
    },

    async playerState({ code, sessionId }: { code: string; sessionId: string }): Promise<PlayerState> {
      const game = await settle(await repo.findGameByCode(normalizeCode(code)));
      // no game and no such session answer alike (hostedQuizId)
      if (!game) throw sessionNotFound();
      const state = (await playerStatesFor(game, [sessionId])).get(sessionId);
      if (!state) throw sessionNotFound();
      if (state === REMOVED) throw playerRemoved();
      return state;
    },

    /** One player's tap (live.player-answers.ts). */
    answer: playerAnswers.answer,

    /**
     * A correction changed the keys of `questionIds` (quizzes' update, in its transaction `tx`): the game's
     * answers to them earn their points again by the new keys. Every instance's states and standings
     * read the quiz's new revision with the game and follow; the correction's quiz change refreshes the
     * game's streams.
     */
    rescoreAnswers: (target: { quizId: number; questionIds: number[] }, tx: DbOrTx) =>
      rescoreHostedAnswers(repo, target, tx),

    // For the game's streams: no authorization here, the stream routes do it.

    /** The host's state of a hosted quiz (the countdown's end applied); 404 error when not hosted. */
    hostStateOf: async (quizId: number) => hostStateFor(await gameOf(quizId)),

    /**
     * The states of these sessions of the quiz as JSON text, by session id, for one leaderboard read
     * (unknown ids left out, REMOVED for removed players).
     */
    playerFramesOf: async (quizId: number, sessionIds: string[]) =>
      playerFramesFor(await gameOf(quizId), sessionIds),

    /** Reveals the question whose countdown has ended; true when this call did (and announced it). */
    async revealIfOverdue(quizId: number): Promise<boolean> {
      const game = await repo.findGame(quizId);
      return !!game && overdue(game, config.now()) && revealOverdue(quizId);
    },

    /** The game of a quiz code, for the streams to authorize and arm their countdown timers. */
    async gameByCode(code: string) {
      const game = await repo.findGameByCode(normalizeCode(code));
      return (
        game && {
          quizId: game.quizId,
          ownerId: game.ownerId,
          step: game.step,
          questionEndsAt: game.questionEndsAt,
          version: game.version,
        }
      );
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
