import {
  type HostState,
  LOBBY_NAMES_MAX,
  type PlayerState,
  REVEAL_LEADERBOARD_SIZE,
  timeFactorOf,
} from '@quizzical/common';
import type { QuestionRow } from '../quizzes/quizzes.table';
import type { TakingService } from '../taking/taking.service';
import { classAnswers } from './live.answer-rule';
import { revealedQuestions } from './live.game';
import type { PlayerRow } from './live.players.repository';
import {
  currentQuestion,
  leaderboardEntry,
  type PlayerStateBase,
  playerStateBase,
  playerStateEncoder,
  presentHostState,
  presentPlayerState,
  REMOVED,
} from './live.presenters';
import type { GameRow, LiveRepository } from './live.repository';
import { playerName, type RankedPlayer } from './live.scoring';
import type { createStandings } from './live.standings';

/** What every player frame of one step shares: the streams keep versions in order and arm countdowns. */
export interface StepOfFrames {
  code: string;
  step: PlayerState['step'];
  version: number;
  question_ends_at: string | null;
}

/** A step's player states as JSON text (the event streams' frames), REMOVED for removed players. */
export interface PlayerFrames {
  step: StepOfFrames;
  frames: Map<string, string | typeof REMOVED>;
}

/**
 * Up to this many sessions are read by id (a phone's poll, a few streams opening together); more, and
 * the game's sessions are read by its quiz and the others left out: a step's read of 5,000 players sends
 * no list of 5,000 ids to plan and match.
 */
const READ_BY_ID_MAX = 64;

export interface LiveStatesDeps {
  repo: LiveRepository;
  now: () => Date;
  taking: Pick<TakingService, 'finishAll'>;
  /** The game's questions as corrected up to its revision. */
  questionsOf: (game: GameRow) => Promise<QuestionRow[]>;
  standings: ReturnType<typeof createStandings>;
  playerCountOf: (quizId: number) => Promise<number>;
}

/** The host's and the players' states of a game: its screens' and phones' reads and its streams' frames. */
export function createLiveStates({
  repo,
  now,
  taking,
  questionsOf,
  standings,
  playerCountOf,
}: LiveStatesDeps) {
  /** Everyone's standing over the revealed questions, best first (live.standings.ts). */
  const leaderboardOf = (game: GameRow, questions: QuestionRow[]) =>
    standings.of(game, revealedQuestions(game, questions));

  async function hostStateFor(game: GameRow): Promise<HostState> {
    const questions = await questionsOf(game);
    const question = currentQuestion(game, questions);
    // the names are for the lobby's screen; past it, the count alone (shared with the phones' reads)
    const [lobby, distribution, leaderboard] = await Promise.all([
      game.step === 'lobby'
        ? repo.lobby({ quizId: game.quizId, names: LOBBY_NAMES_MAX })
        : playerCountOf(game.quizId).then((count) => ({ count, newest: [] })),
      question ? repo.distribution({ quizId: game.quizId, questionId: question.id }) : [],
      game.step === 'reveal' || game.step === 'podium' ? leaderboardOf(game, questions) : [],
    ]);
    const answers = question ? classAnswers(question, distribution) : undefined;
    const slots = answers?.slots ?? [0, 0, 0, 0];
    const reveal = game.step === 'reveal';
    return presentHostState(
      game,
      questions,
      {
        playerCount: lobby.count,
        players: lobby.newest.map((player) => ({ id: player.playerId, name: playerName(player) })),
        answersReceived: answers?.received ?? 0,
        distribution: reveal ? slots : null,
        answerSummary: reveal && answers ? answers.summary : null,
        leaderboard: (game.step === 'reveal'
          ? leaderboard.slice(0, REVEAL_LEADERBOARD_SIZE)
          : leaderboard
        ).map(leaderboardEntry),
      },
      now(),
    );
  }

  /** These sessions of the game (others left out) with their join order and answer to `questionId`. */
  async function playerRows(quizId: number, sessionIds: string[], questionId: number) {
    if (sessionIds.length > READ_BY_ID_MAX) {
      const wanted = new Set(sessionIds);
      return (await repo.gamePlayers({ quizId, questionId })).filter((row) => wanted.has(row.id));
    }
    const rows = await repo.players({ quizId, sessionIds, questionId });
    const unnamed = rows.filter((row) => !row.nickname && !row.firstName && !row.lastName);
    const joinOrders = unnamed.length
      ? await repo.joinOrders(
          quizId,
          unnamed.map((row) => row.id),
        )
      : new Map<string, number>();
    return rows.map((row) => ({ ...row, joinOrder: joinOrders.get(row.id) ?? 0 }));
  }

  /**
   * Each of these sessions (of the game; others are left out) through `present`, REMOVED for a player the
   * host removed: one leaderboard and one read of the players for all of them.
   */
  async function eachPlayer<T>(
    game: GameRow,
    sessionIds: string[],
    present: (
      base: PlayerStateBase,
    ) => (row: PlayerRow, name: string, standing: RankedPlayer | undefined, timeFactor: number) => T,
  ) {
    const states = new Map<string, T | typeof REMOVED>();
    const questions = await questionsOf(game);
    const base = playerStateBase(game, questions, 0, now());
    if (sessionIds.length === 0) return { base, states };
    const questionId = currentQuestion(game, questions)?.id ?? 0;
    let rows = await playerRows(game.quizId, sessionIds, questionId);
    if (game.step === 'podium' && rows.some((row) => !row.finished)) {
      // joined after the podium finished everyone (or that finish failed): finished now
      await taking.finishAll(game.quizId);
      rows = await playerRows(game.quizId, sessionIds, questionId);
    }
    const [leaderboard, playerCount] = await Promise.all([
      leaderboardOf(game, questions),
      playerCountOf(game.quizId),
    ]);
    base.player_count = playerCount;
    const standingOf = new Map(leaderboard.map((player) => [player.sessionId, player]));
    const make = present(base);
    for (const row of rows) {
      if (row.removed) {
        states.set(row.id, REMOVED);
        continue;
      }
      const standing = standingOf.get(row.id);
      const name = row.nickname || standing?.name || playerName(row);
      states.set(row.id, make(row, name, standing, timeFactorOf(game, row.studentNumber)));
    }
    return { base, states };
  }

  return {
    hostStateFor,

    /** The states of these sessions of the game, as objects (a phone's read of its own). */
    playerStatesFor: async (game: GameRow, sessionIds: string[]) =>
      (
        await eachPlayer(
          game,
          sessionIds,
          (base) => (row, name, standing, timeFactor) =>
            presentPlayerState(base, row, name, standing, timeFactor),
        )
      ).states,

    /** The same states as JSON text, the step's part serialised once (the event streams' frames). */
    async playerFramesFor(game: GameRow, sessionIds: string[]): Promise<PlayerFrames> {
      const { base, states } = await eachPlayer(game, sessionIds, playerStateEncoder);
      const { code, step, version, question_ends_at } = base;
      return { step: { code, step, version, question_ends_at }, frames: states };
    },
  };
}
