import { detailError } from '../../lib/http-errors';

// Each open results stream is a socket and a subscription: they are capped per account and per quiz.

export const tooManyStreamsForAccount = (max: number) =>
  detailError(429, 'results.too_many_streams_for_account', { max });

export const tooManyStreamsForQuiz = (max: number) =>
  detailError(429, 'results.too_many_streams_for_quiz', { max });

// One participant, by public id: unknown in this quiz, or ended already (no more time to give).

export const participantNotFound = () => detailError(404, 'results.participant_not_found');

export const participantAlreadyEnded = () => detailError(409, 'results.participant_already_ended');
