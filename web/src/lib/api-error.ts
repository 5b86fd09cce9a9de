import { ERROR_CODE_HEADER, type ErrorCode } from '@quizzical/common';

/**
 * An error answer of the API (or a network failure / timeout, with status 0). `data` is the parsed
 * body: `{"field": ["message"]}` and `non_field_errors` for 400s, `{"detail": "..."}` otherwise, or
 * plain text when the server answered text. `code` is the error's stable code (docs/ERRORS.md): the
 * app decides on it, never on a text, and shows the text for it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly timeout: boolean;
  readonly code: ErrorCode | undefined;
  /** The answer's headers (an error may carry facts beside its text: when a scheduled quiz opens). */
  readonly headers: Headers | undefined;

  constructor(
    status: number,
    data: unknown,
    options: { timeout?: boolean; message?: string; code?: ErrorCode; headers?: Headers } = {},
  ) {
    super(options.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.timeout = options.timeout ?? false;
    this.code = options.code;
    this.headers = options.headers;
  }

  /** `detail` of the body, or the body itself when it is text. */
  get detail(): string | undefined {
    if (typeof this.data === 'string') return this.data || undefined;
    if (this.data && typeof this.data === 'object' && 'detail' in this.data) {
      const { detail } = this.data;
      if (typeof detail === 'string') return detail;
    }
    return undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the API refused with this error code. */
export const hasErrorCode = (error: unknown, code: ErrorCode): boolean =>
  isApiError(error) && error.code === code;

/** No answer: the network is down or the server is gone (worth trying again later). */
export const unreachable = () =>
  new ApiError(0, { detail: 'The server cannot be reached.' }, { message: 'Network error' });

/** No answer within the client's timeout. */
export const timedOut = () =>
  new ApiError(
    0,
    { detail: 'The server did not answer in time.' },
    { timeout: true, message: 'Request timed out' },
  );

/** The body as JSON when it says so (text when it is not valid JSON), as text otherwise; undefined when empty. */
export async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The API's error answer: its code (the Quizzical-Error-Code header, sent with every error) and its
 * body without the `code` beside `detail`, so that forms listing the body's messages do not list it.
 */
export async function errorFrom(response: Response): Promise<ApiError> {
  const data = await parseBody(response);
  const code = (response.headers.get(ERROR_CODE_HEADER) ?? undefined) as ErrorCode | undefined;
  if (data && typeof data === 'object' && 'detail' in data && 'code' in data) {
    const { code: _sent, ...rest } = data;
    return new ApiError(response.status, rest, { code, headers: response.headers });
  }
  return new ApiError(response.status, data, { code, headers: response.headers });
}
