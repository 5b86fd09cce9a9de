import type { FieldErrors } from '@quizzical/common';

/**
 * An error the client is meant to read. `body` is either a field-error object (400s, DRF shape)
 * or a `detail` text; `text` sends a plain-text body (student calls, whose error bodies are text).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: FieldErrors | { detail: string; [key: string]: unknown } | string,
  ) {
    super(typeof body === 'string' ? body : 'detail' in body ? String(body.detail) : 'Invalid input.');
  }
}

export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
export const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const nonFieldError = (message: string) => new HttpError(400, { non_field_errors: [message] });
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const plainText = (statusCode: number, text: string) => new HttpError(statusCode, text);
