import type { FieldErrors } from '@quizzical/common';

/**
 * An error the client is meant to read. `body` is either a field-error object (400s, DRF shape)
 * or a `detail` text; a string sends a plain-text body (student calls, whose error bodies are text).
 *
 * `code` is a stable name (`<feature>.<what>`, e.g. `quizzes.not_found`) for code and tests to decide
 * on, so that nothing compares message texts. Each feature names its errors in `<feature>.errors.ts`
 * as factories (`export const quizNotFound = () => new HttpError(404, { detail: ... }, 'quizzes.not_found')`),
 * as Papra does; the generic factories below are for the few errors every feature shares.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: FieldErrors | { detail: string; [key: string]: unknown } | string,
    readonly code: string = `http.${statusCode}`,
  ) {
    super(typeof body === 'string' ? body : 'detail' in body ? String(body.detail) : 'Invalid input.');
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
