import { QUESTION_TIME_DEFAULT, type ScoringMode, SPEED_POINTS_MAX } from '@quizzical/common';

/** The least a correct answer earns with `speed` scoring: a slow right answer still beats a wrong one. */
export const SPEED_POINTS_MIN = SPEED_POINTS_MAX / 2;

/**
 * The time T over which speed points fall: the question's countdown, or the default when there is none,
 * times the player's accommodation (a fair game: a student with 1.5 x the time has 1.5 x T).
 */
export const speedWindowMs = (questionTime: number | null, timeFactor = 1) =>
  (questionTime ?? QUESTION_TIME_DEFAULT) * 1000 * timeFactor;

/** What an answer's points are computed from, whether it is right aside. */
interface AnswerTiming {
  scoring: ScoringMode;
  answerTimeMs: number;
  questionTime: number | null;
  /** The player's accommodation (common's timeFactorOf); 1 for everyone else. */
  timeFactor?: number;
}

/**
 * The points an answer earns if it is correct. `accuracy`: 1. `speed`: round(1000 * (1 - t / 2T))
 * clamped to [500, 1000], t measured by the server from the question's start, T the player's own window.
 * Stored with each tap (`points_if_correct`): pointsOf scales it by the answer's fraction against the
 * key, also a corrected one.
 */
export function pointsIfCorrect(answer: AnswerTiming): number {
  if (answer.scoring === 'accuracy') return 1;
  const t = Math.max(0, answer.answerTimeMs);
  const window = speedWindowMs(answer.questionTime, answer.timeFactor);
  const points = Math.round(SPEED_POINTS_MAX * (1 - t / (2 * window)));
  return Math.min(SPEED_POINTS_MAX, Math.max(SPEED_POINTS_MIN, points));
}

/**
 * The one rule of a hosted answer's points, at its tap and at every correction of its question's key:
 * `fraction` is what common's answerFraction gives its stored answer against the key (null: a poll).
 * `speed`: the points a fully right answer earns (its tap's `points_if_correct`) scaled by the fraction,
 * rounded (half right, half the points). `accuracy`: whole answers only (its 1 point when the fraction
 * is 1), as it counts right answers; partial credit is in the session's score. A poll and a wrong
 * answer earn 0.
 */
export function pointsOf(answer: { scoring: ScoringMode; pointsIfCorrect: number; fraction: number | null }) {
  const fraction = answer.fraction ?? 0;
  if (fraction <= 0) return 0;
  if (answer.scoring === 'accuracy') return fraction >= 1 ? answer.pointsIfCorrect : 0;
  return Math.round(answer.pointsIfCorrect * fraction);
}

/** A player's totals over the revealed questions, as the leaderboard query sums them. */
export interface PlayerTotals {
  sessionId: string;
  /** The id the host's screen knows the player by (live.repository.ts's playerIdOf). */
  playerId: string;
  name: string;
  points: number;
  /** Answer times summed; an unanswered question counts its full time (see LEADERBOARD_SQL). */
  answerTimeMs: number;
  /** 1 for the first to join. */
  joinOrder: number;
}

export type RankedPlayer = PlayerTotals & { rank: number };

/**
 * Points first, then the shorter total answer time, then who joined first: a strict order (no shared
 * ranks), so the podium always has one first, one second and one third.
 */
export function rankPlayers(players: readonly PlayerTotals[]): RankedPlayer[] {
  return [...players]
    .sort((a, b) => b.points - a.points || a.answerTimeMs - b.answerTimeMs || a.joinOrder - b.joinOrder)
    .map((player, i) => ({
      sessionId: player.sessionId,
      playerId: player.playerId,
      name: player.name,
      points: player.points,
      answerTimeMs: player.answerTimeMs,
      joinOrder: player.joinOrder,
      rank: i + 1,
    }));
}

/** The name a player shows: the nickname, else their names, else 'Player n' by join order. */
export function playerName(player: {
  nickname: string;
  firstName: string;
  lastName: string;
  joinOrder: number;
}): string {
  if (player.nickname) return player.nickname;
  const names = `${player.firstName} ${player.lastName}`.trim();
  return names || `Player ${player.joinOrder}`;
}
