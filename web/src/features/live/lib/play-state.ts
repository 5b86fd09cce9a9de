import type { PlayerState } from '@quizzical/common';

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

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "3rd of 28". */
export const rankText = (rank: number, count: number) => `${ordinal(rank)} of ${count}`;

/** "1 point", "1,000 points" (grouped as the projector writes them). */
export const pointsText = (points: number) =>
  `${points.toLocaleString('en')} ${points === 1 ? 'point' : 'points'}`;

/** "Question 2 / 5" on the screen (the projector says the same). */
export const questionLabel = (state: PlayerState) =>
  `Question ${(state.question_index ?? 0) + 1} / ${state.num_questions}`;

/** What the aria-live region says once per step: a new question, a result, the final rank. */
export function announcement(state: PlayerState): string {
  const count = Math.max(state.player_count, state.rank ?? 0);
  const rank = state.rank !== null ? ` You are ${ordinal(state.rank)}.` : '';
  switch (state.step) {
    case 'lobby':
      // not the heading's words: the heading is read with the page, this says the join worked
      return `You have joined as ${state.name}.`;
    case 'question':
      return `Question ${(state.question_index ?? 0) + 1} of ${state.num_questions}`;
    case 'reveal': {
      const gained = state.points_gained ?? 0;
      if (state.correct) return `Correct! +${pointsText(gained)}.${rank}`;
      return `${state.answer === null ? 'No answer.' : 'Wrong.'}${rank}`;
    }
    case 'podium':
      return state.rank !== null
        ? `Final rank: ${rankText(state.rank, count)}. ${pointsText(state.points)}.`
        : `The game is over. ${pointsText(state.points)}.`;
  }
}
