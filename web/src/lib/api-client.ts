import { REQUEST_TIMEOUT_MS } from '@quizzical/common';
import { errorFrom, parseBody, unreachable } from './api-error';
import { type RequestOptions, sendRequest, type Transport } from './api-request';
import { createSessionStore, type SessionStore } from './session';
import { createTokenRefresh } from './token-refresh';

export { ApiError, hasErrorCode, isApiError } from './api-error';
export { buildUrl } from './api-request';

export interface ApiClientOptions {
  session: SessionStore;
  /** Origin of the back end; '' = same origin (the server serves the SPA). */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Called after the session was cleared because the tokens could not be refreshed. */
  onSessionExpired?: () => void;
}

type BodyCall = <T = unknown>(
  path: string,
  body?: unknown,
  options?: Omit<RequestOptions, 'method' | 'body'>,
) => Promise<T>;

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post: BodyCall;
  patch: BodyCall;
  put: BodyCall;
  delete: BodyCall;
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

const REFRESH_PATH = '/auth/jwt/refresh/';
/** Sign-in and refresh answer 401 for bad credentials: never try to refresh for them. */
const NO_REFRESH_PREFIX = '/auth/jwt/';

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
  const transport: Transport = {
    baseUrl: options.baseUrl ?? '',
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  };
  let onSessionExpired = options.onSessionExpired;
  const send = (path: string, opts: RequestOptions, accessToken: string | null) =>
    sendRequest({ transport, path, opts, accessToken });
  const refreshTokens = createTokenRefresh({
    session,
    postRefresh: (refresh) => send(REFRESH_PATH, { method: 'POST', body: { refresh } }, null),
  });

  function expireSession() {
    session.clear();
    onSessionExpired?.();
  }

  /** The refused answer as the caller's error, once the session is cleared. */
  async function expireWith(response: Response): Promise<never> {
    const error = await errorFrom(response);
    expireSession();
    throw error;
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
      if (!retry) return expireWith(response);
      response = await send(path, opts, session.get().access);
      if (isUnauthorized(response)) return expireWith(response);
    }

    if (opts.raw && response.ok) return response as T;
    if (!response.ok) throw await errorFrom(response);
    return (await parseBody(response)) as T;
  }

  async function refreshAccessToken(refused: string | null): Promise<string | null> {
    const outcome = await refreshTokens(refused);
    if (outcome === 'unreachable') throw unreachable();
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
