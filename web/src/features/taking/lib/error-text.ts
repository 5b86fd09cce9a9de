import { MESSAGES } from '@quizzical/common';
import { isApiError } from '../../../lib/api-client';

export const CONNECTION_TEXT = 'The server cannot be reached. Check your connection and try again.';

/**
 * The text to show a student for a failed call: the spec's notices for a quiz that has not started or
 * has ended (spec §4, §8), the server's own text or detail otherwise, a connection hint for network errors.
 */
export function studentErrorText(error: unknown): string {
  if (!isApiError(error)) return CONNECTION_TEXT;
  if (error.status === 0) return CONNECTION_TEXT;
  const text = error.detail;
  if (text === MESSAGES.quizEnded) return MESSAGES.quizEndedLong;
  if (text) return text;
  return 'Something went wrong. Please try again.';
}

/** A network failure or a server hiccup (as opposed to an answer such as 403 or 404). */
export const isTransient = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status === 429 || error.status >= 500;
