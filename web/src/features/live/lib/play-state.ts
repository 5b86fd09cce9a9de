import type { PlayerState } from '@quizzical/common';
import { getT } from '../../../lib/i18n';

/**
 * Pure helpers of the player's screen (/play_quizz/{code}): which state to keep, and the texts a
 * player reads and hears. The server owns the game; the phone only shows its newest state.
 */

/** A state as received, with the device time it came (the countdown counts down from there). */
export interface ReceivedState {
  state: PlayerState;
  receivedAt: number;
}

/**
 * The state to keep when `incoming` arrives: the stream and the polling may deliver out of order, so
 * an older version never replaces a newer one. The same version is taken (the player count and their
 * own answer change between steps).
 */
export function newestState(current: ReceivedState | null, incoming: ReceivedState): ReceivedState {
  if (current && incoming.state.version < current.state.version) return current;
  return incoming;
}

/** The question id the step's answers go to (`key` of _answer); `question` is null when only letters show. */
export const questionKey = (state: PlayerState): number | null =>
  state.question?.id ?? state.question_id ?? null;

/**
 * Milliseconds left in the step's countdown by this device's clock, counted from the server's
 * `time_left_ms` when the state came; null when the question has no time limit or no countdown runs.
 */
export function timeLeftMs({ state, receivedAt }: ReceivedState, now = Date.now()): number | null {
  if (state.step !== 'question' || state.time_left_ms === null) return null;
  return Math.max(0, state.time_left_ms - (now - receivedAt));
}

/** "3rd of 28". */
export const rankText = (rank: number, count: number) => getT()('live.play.rank_of', { rank, count });

/** "1 point", "1,000 points" (grouped as the projector writes them). */
export const pointsText = (points: number) => getT()('live.points', { count: points });

/** "Question 2 / 5" on the screen (the projector says the same). */
export const questionLabel = (state: PlayerState) =>
  getT()('live.question_counter', { number: (state.question_index ?? 0) + 1, total: state.num_questions });

/** What the aria-live region says once per step: a new question, a result, the final rank. */
export function announcement(state: PlayerState): string {
  const t = getT();
  const count = Math.max(state.player_count, state.rank ?? 0);
  const rank = state.rank !== null ? t('live.play.announce.rank', { rank: state.rank }) : '';
  const sentences = (...parts: string[]) => parts.filter(Boolean).join(' ');
  switch (state.step) {
    case 'lobby':
      // not the heading's words: the heading is read with the page, this says the join worked
      return t('live.play.announce.joined', { name: state.name });
    case 'question':
      return t('live.question_of', { number: (state.question_index ?? 0) + 1, total: state.num_questions });
    case 'reveal': {
      if (state.correct)
        return sentences(
          t('live.play.announce.correct', { points: pointsText(state.points_gained ?? 0) }),
          rank,
        );
      return sentences(
        t(state.answer === null ? 'live.play.announce.no_answer' : 'live.play.announce.wrong'),
        rank,
      );
    }
    case 'podium':
      return state.rank !== null
        ? t('live.play.announce.final', {
            place: rankText(state.rank, count),
            points: pointsText(state.points),
          })
        : t('live.play.announce.over', { points: pointsText(state.points) });
  }
}
