import { LIVE_MESSAGES, TAKING_MESSAGES } from '@quizzical/common';
import { HttpError } from '../../lib/http-errors';

// Owner calls answer DRF-shaped errors like quizzes' actions; player calls answer `{detail}` like taking's.

/** The quiz has no game: 'Host live' was never pressed (for another owner's quiz, quizzes' 404 comes first). */
export const notHosted = () =>
  new HttpError(404, { detail: 'This quizz is not hosted live.' }, 'live.not_hosted');

/** A closed quiz ('Close the quizz' was pressed) cannot be hosted or advanced. */
export const quizClosed = () =>
  new HttpError(400, { non_field_errors: ['This quizz is already closed.'] }, 'live.quiz_closed');

export const noQuestions = () =>
  new HttpError(
    400,
    { non_field_errors: ['A quizz without questions cannot be hosted live.'] },
    'live.no_questions',
  );

/** Reached the server after the reveal or the countdown's end + allowance, or the question is past. */
export const timeOver = () => new HttpError(400, { detail: TAKING_MESSAGES.timeOver }, 'live.time_over');

/** The host removed this player: their state, stream and taps are refused. */
export const playerRemoved = () =>
  new HttpError(403, { detail: LIVE_MESSAGES.removed }, 'live.player_removed');

/** The host named a player id that is not one of this game's players. */
export const playerNotFound = () =>
  new HttpError(404, { detail: 'This player is not in this game.' }, 'live.player_not_found');

export const tooManyAnswers = () =>
  new HttpError(429, { detail: 'Too many answers. Slow down.' }, 'live.too_many_answers');
