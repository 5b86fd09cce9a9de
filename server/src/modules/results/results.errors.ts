import { HttpError } from '../../lib/http-errors';

// Each open results stream is a socket and a subscription: they are capped per account and per quiz.

export const tooManyStreamsForAccount = (max: number) =>
  new HttpError(
    429,
    {
      detail: `Too many live results pages are open for this account (${max} at most). Close some and try again.`,
    },
    'results.too_many_streams_for_account',
  );

export const tooManyStreamsForQuiz = (max: number) =>
  new HttpError(
    429,
    {
      detail: `Too many live results pages are open for this quizz (${max} at most). Close some and try again.`,
    },
    'results.too_many_streams_for_quiz',
  );

// One participant, by public id: unknown in this quiz, or ended already (no more time to give).

export const participantNotFound = () =>
  new HttpError(404, { detail: 'This participant does not exist.' }, 'results.participant_not_found');

export const participantAlreadyEnded = () =>
  new HttpError(
    409,
    { detail: 'This student has already ended the quizz: there is no time left to extend.' },
    'results.participant_already_ended',
  );
