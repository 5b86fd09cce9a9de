import { isApiError } from '../../../lib/api-client';
import { errorText, fieldErrorText } from '../../../lib/i18n';

/** The first message of a 4xx answer, for a snackbar, in the language on screen; `fallback` otherwise. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const data = error.data as { non_field_errors?: unknown } | undefined;
    if (Array.isArray(data?.non_field_errors) && typeof data.non_field_errors[0] === 'string') {
      return fieldErrorText(data.non_field_errors[0]);
    }
    if (error.detail) return errorText(error, fallback);
  }
  return fallback;
}
