import { LRUCache } from 'lru-cache';
import { createTtlCache } from '../../lib/ttl-cache';
import type { QuestionRow } from '../quizzes/quizzes.table';
import { questionTimeOf } from './live.answer-rule';
import type { AnswerRow } from './live.answers.repository';
import type { GameRow, LiveRepository } from './live.repository';
import { playerName, type RankedPlayer, rankPlayers } from './live.scoring';

/** Every player's points and answer time over the first `through` questions of a game. */
interface Totals {
  /** The quiz's revision when they were read: a correction's rescore moves points of past questions. */
  revision: number;
  through: number;
  points: Map<string, number>;
  /** Per player: the sum over their answered questions of (answer time - the question's full time). */
  savedMs: Map<string, number>;
  /** The questions' full times summed: what a player who answered none of them took. */
  openMs: number;
}
const none = (revision: number): Totals => ({
  revision,
  through: 0,
  points: new Map(),
  savedMs: new Map(),
  openMs: 0,
});

type Roster = Awaited<ReturnType<LiveRepository['roster']>>;

/** Leaderboards and rosters are shared by a whole class: computed at most this often per quiz. */
const SHARED_READ_TTL_MS = 2_000;

/** A question's countdown in ms (its own time_limit, else the quiz's; 0 without one), by question id. */
type FullTimeOf = (questionId: number) => number;

/**
 * Adds `questions`' answers to `from` (a new object: readers of `from` keep theirs). A question's full
 * time is its countdown `fullTimeOf` (0 without one) or its slowest answer, whichever is longer: an
 * unanswered question counts it, so not answering never beats answering slowly.
 */
function accumulate(
  from: Totals,
  questionIds: number[],
  answers: AnswerRow[],
  fullTimeOf: FullTimeOf,
): Totals {
  const fullTimes = new Map(questionIds.map((id) => [id, fullTimeOf(id)]));
  for (const answer of answers)
    if (answer.answerTimeMs !== null && answer.answerTimeMs > (fullTimes.get(answer.questionId) ?? 0))
      fullTimes.set(answer.questionId, answer.answerTimeMs);
  const totals: Totals = {
    revision: from.revision,
    through: from.through + questionIds.length,
    points: new Map(from.points),
    savedMs: new Map(from.savedMs),
    openMs: from.openMs,
  };
  for (const full of fullTimes.values()) totals.openMs += full;
  for (const answer of answers) {
    const full = fullTimes.get(answer.questionId) ?? 0;
    totals.points.set(answer.sessionId, (totals.points.get(answer.sessionId) ?? 0) + (answer.points ?? 0));
    const saved = (answer.answerTimeMs ?? full) - full;
    totals.savedMs.set(answer.sessionId, (totals.savedMs.get(answer.sessionId) ?? 0) + saved);
  }
  return totals;
}

/**
 * The leaderboard of a game, built step by step: once the game has moved past a question its answers
 * are final (taps are refused), so their totals are kept and each step reads only the answers to its
 * own question (a few thousand rows, by index) and the roster, never all the game's answers again.
 * The current question's answers can still change during its reveal (a tap that arrived before the
 * reveal and waited for its batch is stored just after it): that part is read again at most every
 * SHARED_READ_TTL_MS, or at once when this instance stores one.
 */
export function createStandings(repo: Pick<LiveRepository, 'answersTo' | 'roster' | 'rosterVersion'>) {
  // not a cache of loads: each step extends the totals the last one kept (lib/ttl-cache.ts does not fit)
  const finals = new LRUCache<number, Promise<Totals>>({ max: 2_000 });
  // real time, not the game's clock: this only bounds how stale a shared read may be
  const boards = createTtlCache<number, { version: string; players: RankedPlayer[] }>({
    maxEntries: 2_000,
    maxAgeMs: SHARED_READ_TTL_MS,
  });

  // the roster only changes on a join, a removal or a deletion: reading it again at every reveal
  // (5,000 hashed ids and a window) was most of the host's step
  const rosters = new LRUCache<number, { version: string; players: Promise<Roster> }>({ max: 2_000 });
  async function rosterOf(quizId: number): Promise<Roster> {
    const version = await repo.rosterVersion(quizId);
    const known = rosters.get(quizId);
    if (known?.version === version) return known.players;
    const players = repo.roster(quizId);
    rosters.set(quizId, { version, players });
    players.catch(() => rosters.get(quizId)?.players === players && rosters.delete(quizId));
    return players;
  }

  /**
   * The totals over `questionIds` (the game's final questions, in order) at the quiz's `revision`,
   * extending what is known.
   */
  function finalTotals(quizId: number, questionIds: number[], fullTimeOf: FullTimeOf, revision: number) {
    const known = finals.get(quizId) ?? Promise.resolve(none(revision));
    const next = known.then(async (totals) => {
      const current = totals.revision === revision;
      if (current && totals.through === questionIds.length) return totals;
      // an instance that starts mid-game reads the past questions once; a shorter list, or a correction
      // since (its points rescored in its transaction, before the revision could be read), starts over
      const from = current && totals.through < questionIds.length ? totals : none(revision);
      const missing = questionIds.slice(from.through);
      return accumulate(from, missing, await repo.answersTo(quizId, missing), fullTimeOf);
    });
    finals.set(quizId, next);
    next.catch(() => finals.get(quizId) === next && finals.delete(quizId));
    return next;
  }

  async function compute(game: GameRow, counted: QuestionRow[]): Promise<RankedPlayer[]> {
    const byId = new Map(counted.map((question) => [question.id, question]));
    const fullTimeOf = (id: number) => (questionTimeOf(game.questionTime, byId.get(id)) ?? 0) * 1000;
    // in `reveal` the current question may still take taps; at any other step all counted are final
    const open = game.step === 'reveal' ? counted.slice(-1).map((question) => question.id) : [];
    const finalIds = counted.slice(0, counted.length - open.length).map((question) => question.id);
    const [final, current, roster] = await Promise.all([
      finalTotals(game.quizId, finalIds, fullTimeOf, game.revision),
      open.length ? repo.answersTo(game.quizId, open) : [],
      rosterOf(game.quizId),
    ]);
    const totals = open.length ? accumulate(final, open, current, fullTimeOf) : final;
    return rankPlayers(
      roster.map((player) => ({
        sessionId: player.sessionId,
        playerId: player.playerId,
        name: playerName(player),
        points: totals.points.get(player.sessionId) ?? 0,
        answerTimeMs: totals.openMs + (totals.savedMs.get(player.sessionId) ?? 0),
        joinOrder: player.joinOrder,
      })),
    );
  }

  return {
    /** Everyone's standing over `counted` (the revealed questions, in order), best first. */
    async of(game: GameRow, counted: QuestionRow[]): Promise<RankedPlayer[]> {
      if (counted.length === 0) return [];
      // a step or a correction makes another board
      const version = `${game.version} ${game.revision}`;
      const load = async () => ({ version, players: await compute(game, counted) });
      const board = await boards.get(game.quizId, load);
      if (board.version === version) return board.players;
      // the board of another version of the game: this version's is loaded in its place, or, when a
      // load of yet another version is under way, computed for this reader alone
      const fresh = await boards.get(game.quizId, load, { fresh: true });
      return fresh.version === version ? fresh.players : compute(game, counted);
    },
    /** A tap stored after the reveal: this instance's next read counts it. */
    forget: (quizId: number) => boards.delete(quizId),
  };
}
