import { TAKING_ERRORS } from '@quizzical/common';
import { isApiError } from '../../../lib/api-client';
import { errorText, getT, type MessageKey } from '../../../lib/i18n';

/**
 * The text to show a student for a failed call, chosen by the error's code, in the language on
 * screen: the spec's notices for a quiz that has not started or has ended (spec §4, §8), the student
 * calls' texts by their code, the text of other codes, a connection hint for network errors.
 */
export function studentErrorText(error: unknown): string {
  const t = getT();
  if (!isApiError(error) || error.status === 0) return t('taking.error.connection');
  const { code } = error;
  if (code === 'taking.quiz_ended') return t('taking.error.quiz_ended');
  // the taking texts have no values to fill in: the code alone says which
  if (code && code in TAKING_ERRORS) return t(`errors.${code}` as MessageKey);
  return errorText(error, t('taking.error.generic'));
}

/** A network failure or a server hiccup (as opposed to an answer such as 403 or 404). */
export const isTransient = (error: unknown) =>
  !isApiError(error) || error.status === 0 || error.status === 429 || error.status >= 500;
