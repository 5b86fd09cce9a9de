import { ERROR_CODE_HEADER, type ErrorCode, REQUEST_TIMEOUT_MS } from '@quizzical/common';
import { takeEarlyResponse } from './early-requests';
import { createSessionStore, type SessionStore, type TokenPair } from './session';

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

/**
 * The API's error answer: its code (the Quizzical-Error-Code header, sent with every error) and its
 * body without the `code` beside `detail`, so that forms listing the body's messages do not list it.
 */
async function errorFrom(response: Response): Promise<ApiError> {
  const data = await parseBody(response);
  const code = (response.headers.get(ERROR_CODE_HEADER) ?? undefined) as ErrorCode | undefined;
  if (data && typeof data === 'object' && 'detail' in data && 'code' in data) {
    const { code: _sent, ...rest } = data;
    return new ApiError(response.status, rest, { code, headers: response.headers });
  }
  return new ApiError(response.status, data, { code, headers: response.headers });
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON (FormData is sent as is). */
  body?: unknown;
  /** Send the bearer token (default true). Student calls pass false: the spec sends them anonymously. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Answer the Response itself (a file to save) instead of its parsed body; errors stay ApiErrors. */
  raw?: boolean;
}

export interface ApiClientOptions {
  session: SessionStore;
  /** Origin of the back end; '' = same origin (the server serves the SPA). */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Called after the session was cleared because the tokens could not be refreshed. */
  onSessionExpired?: () => void;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  patch<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  put<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  delete<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  /**
   * A fresh access token for a request made outside this client (an event stream read with fetch)
   * that was answered 401 with `refused`: the same refresh its own calls use, shared with them and
   * with other tabs. null when the session is over (it was cleared and the expiry handler ran);
   * throws an ApiError of status 0 when the server cannot be reached (worth trying again later).
   */
  refreshAccessToken(refused: string | null): Promise<string | null>;
  /** Replaces the handler called when the session expired (the app sets it to navigate to /login). */
  setSessionExpiredHandler(handler: (() => void) | undefined): void;
}

/** rotated: a new pair is stored (by this call or another tab); refused: the session is over. */
type RefreshOutcome = 'rotated' | 'refused' | 'unreachable';

const REFRESH_PATH = '/auth/jwt/refresh/';
/** Sign-in and refresh answer 401 for bad credentials: never try to refresh for them. */
const NO_REFRESH_PREFIX = '/auth/jwt/';

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  let url = `${baseUrl}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

/** Rejects when `signal` aborts (the timeout, or the caller): a race partner for a response already on its way. */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

async function parseBody(response: Response): Promise<unknown> {
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

function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('quizzical-token-refresh', fn) as Promise<T>) : fn();
}

/**
 * A 401 that a fresh access token may cure. The spec keys on the status text "Unauthorized"; HTTP/2
 * has no status text at all, so an empty one is accepted too.
 */
function isUnauthorized(response: Response): boolean {
  return response.status === 401 && (response.statusText === 'Unauthorized' || response.statusText === '');
}

/**
 * fetch-based JSON client (spec §7): same origin, 20 s timeout, bearer access token. On a 401 it
 * refreshes the tokens once (one refresh shared by concurrent calls), stores the rotated pair and
 * retries; when that is impossible the session is cleared and `onSessionExpired` runs.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let onSessionExpired = options.onSessionExpired;
  let refreshing: Promise<RefreshOutcome> | null = null;

  async function send(path: string, opts: RequestOptions, accessToken: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) {
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(opts.signal?.reason);
    if (opts.signal) {
      if (opts.signal.aborted) controller.abort(opts.signal.reason);
      else opts.signal.addEventListener('abort', onCallerAbort, { once: true });
    }
    const url = buildUrl(baseUrl, path, opts.query);
    // a GET without credentials that public/early-requests.js already sent: its answer, not a second request
    const early = (opts.method ?? 'GET') === 'GET' && !accessToken ? takeEarlyResponse(url) : undefined;
    try {
      if (early) return await Promise.race([early, rejectOnAbort(controller.signal)]);
      return await doFetch(url, {
        method: opts.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (timedOut) {
        throw new ApiError(
          0,
          { detail: 'The server did not answer in time.' },
          { timeout: true, message: 'Request timed out' },
        );
      }
      if (opts.signal?.aborted) throw error; // the caller cancelled (React Query): let it see an AbortError
      throw new ApiError(0, { detail: 'The server cannot be reached.' }, { message: 'Network error' });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /**
   * One refresh at a time; every caller that hit a 401 meanwhile waits for the same answer. Refresh
   * tokens are single-use (a reused one revokes the whole family), so tabs also take turns through
   * a Web Lock and skip the refresh when another tab already rotated the pair.
   */
  function refreshTokens(usedAccess: string | null): Promise<RefreshOutcome> {
    if (!refreshing) {
      refreshing = withRefreshLock(async (): Promise<RefreshOutcome> => {
        session.reload();
        const current = session.get();
        if (current.access && current.access !== usedAccess) return 'rotated';
        if (!current.refresh) return 'refused';
        try {
          const response = await send(
            REFRESH_PATH,
            { method: 'POST', body: { refresh: current.refresh } },
            null,
          );
          if (!response.ok) return 'refused';
          const tokens = (await parseBody(response)) as TokenPair | undefined;
          if (!tokens?.access || !tokens?.refresh) return 'refused';
          session.setTokens({ access: tokens.access, refresh: tokens.refresh });
          return 'rotated';
        } catch {
          return 'unreachable';
        }
      }).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  function expireSession() {
    session.clear();
    onSessionExpired?.();
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const useAuth = opts.auth !== false;
    const usedToken = useAuth ? session.get().access : null;
    let response = await send(path, opts, usedToken);

    if (useAuth && isUnauthorized(response) && !path.startsWith(NO_REFRESH_PREFIX)) {
      const current = session.get();
      // another call may have rotated the tokens while this one was in flight
      const retry =
        (current.access && current.access !== usedToken) || (await refreshTokens(usedToken)) === 'rotated';
      if (!retry) {
        const error = await errorFrom(response);
        expireSession();
        throw error;
      }
      response = await send(path, opts, session.get().access);
      if (isUnauthorized(response)) {
        const error = await errorFrom(response);
        expireSession();
        throw error;
      }
    }

    if (opts.raw && response.ok) return response as T;
    if (!response.ok) throw await errorFrom(response);
    return (await parseBody(response)) as T;
  }

  async function refreshAccessToken(refused: string | null): Promise<string | null> {
    const outcome = await refreshTokens(refused);
    if (outcome === 'unreachable') {
      throw new ApiError(0, { detail: 'The server cannot be reached.' }, { message: 'Network error' });
    }
    if (outcome === 'rotated') return session.get().access;
    expireSession();
    return null;
  }

  return {
    request,
    refreshAccessToken,
    get: (path, o) => request(path, { ...o, method: 'GET' }),
    post: (path, body, o) => request(path, { ...o, method: 'POST', body }),
    patch: (path, body, o) => request(path, { ...o, method: 'PATCH', body }),
    put: (path, body, o) => request(path, { ...o, method: 'PUT', body }),
    delete: (path, body, o) => request(path, { ...o, method: 'DELETE', body }),
    setSessionExpiredHandler(handler) {
      onSessionExpired = handler;
    },
  };
}

/** The app's session (localStorage) and client. */
export const session = createSessionStore();
export const api = createApiClient({ session });

/** The session's bearer token for what is read outside the client (event streams read with fetch). */
export const sessionAuth = {
  getAccessToken: () => session.get().access,
  refreshAccessToken: (refused: string | null) => api.refreshAccessToken(refused),
};
