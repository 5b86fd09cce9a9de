import { detailError, fieldError } from '../../lib/http-errors';

// Owner calls answer DRF-shaped errors like quizzes' actions; player calls answer `{detail}` like taking's.

/** The quiz has no game: 'Host live' was never pressed (for another owner's quiz, quizzes' 404 comes first). */
export const notHosted = () => detailError(404, 'live.not_hosted');

/** A closed quiz ('Close the quizz' was pressed) cannot be hosted or advanced. */
export const quizClosed = () => fieldError(400, 'live.quiz_closed', 'non_field_errors');

export const noQuestions = () => fieldError(400, 'live.no_questions', 'non_field_errors');

/** Reached the server after the reveal or the countdown's end + allowance, or the question is past. */
export const timeOver = () => detailError(400, 'live.time_over');

/** The host removed this player: their state, stream and taps are refused. */
export const playerRemoved = () => detailError(403, 'live.player_removed');

/** The host named a player id that is not one of this game's players. */
export const playerNotFound = () => detailError(404, 'live.player_not_found');

export const tooManyAnswers = () => detailError(429, 'live.too_many_answers');
