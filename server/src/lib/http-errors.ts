import {
  ERROR_TEXTS,
  type ErrorCode,
  type ErrorTextCode,
  type FieldErrors,
  formatText,
} from '@quizzical/common';

type Params = Record<string, string | number>;

/**
 * An error the client is meant to read. `body` is either a field-error object (400s, DRF shape)
 * or a `detail` text; a string sends a plain-text body (student calls, whose error bodies are text).
 *
 * `code` is the error's stable name (`<feature>.<what>`, e.g. `quizzes.not_found`), from the catalogue
 * in common/src/messages/errors.ts: the errors plugin sends it with every error (`code` beside
 * `detail`, and the Quizzical-Error-Code header), and clients decide on it, never on the text. Each
 * feature names its errors in `<feature>.errors.ts` as factories built with the helpers below.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: FieldErrors | { detail: string; [key: string]: unknown } | string,
    readonly code: ErrorCode,
    /** Headers sent with the error (e.g. when a scheduled quiz opens, beside its text). */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'string' ? body : 'detail' in body ? String(body.detail) : 'Invalid input.');
  }
}

/** The catalogue's English text of `code`, its `{placeholders}` filled. */
export const errorText = (code: ErrorTextCode, params?: Params) => formatText(ERROR_TEXTS[code], params);

/** `{"detail": "<text of code>"}` (plus `extra` keys beside it). */
export const detailError = (
  statusCode: number,
  code: ErrorTextCode,
  params?: Params,
  extra?: Record<string, unknown>,
) => new HttpError(statusCode, { detail: errorText(code, params), ...extra }, code);

/** `{"<field>": ["<text of code>"]}`: one field's error (`non_field_errors` for the body as a whole). */
export const fieldError = (statusCode: number, code: ErrorTextCode, field: string, params?: Params) =>
  new HttpError(statusCode, { [field]: [errorText(code, params)] }, code);

/** The text of `code` as a plain-text body (the spec's student calls answer text). */
export const textError = (statusCode: number, code: ErrorTextCode) =>
  new HttpError(statusCode, errorText(code), code);

/** Field errors found outside a route's schema (the same shape and code as the schema's own). */
export const badRequest = (errors: FieldErrors) => new HttpError(400, errors, 'request.validation');
export const unauthorized = (code: 'auth.not_authenticated' | 'auth.token_not_valid_for_any_type') =>
  detailError(401, code);
export const forbidden = () => detailError(403, 'auth.permission_denied');
