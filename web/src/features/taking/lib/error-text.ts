import { MESSAGES, TAKING_ERRORS } from '@quizzical/common';
import { isApiError } from '../../../lib/api-client';

export const CONNECTION_TEXT = 'The server cannot be reached. Check your connection and try again.';

/**
 * The text to show a student for a failed call, chosen by the error's code: the spec's notices for a
 * quiz that has not started or has ended (spec §4, §8), the student calls' texts by their code, the
 * server's own text for other codes, a connection hint for network errors.
 */
export function studentErrorText(error: unknown): string {
  if (!isApiError(error) || error.status === 0) return CONNECTION_TEXT;
  const { code } = error;
  if (code === 'taking.quiz_ended') return MESSAGES.quizEndedLong;
  if (code && code in TAKING_ERRORS) return TAKING_ERRORS[code as keyof typeof TAKING_ERRORS];
  return error.detail || 'Something went wrong. Please try again.';
}

/** A network failure or a server hiccup (as opposed to an answer such as 403 or 404). */
export const isTransient = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status === 429 || error.status >= 500;
