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
