import type { HostState } from '@quizzical/common';
import { createParser } from 'eventsource-parser';
import { api, isApiError, session } from '../../../lib/api-client';

/** connecting: first attempt; live: a state was heard on an open stream; down: retrying (the page polls). */
export type HostStreamStatus = 'connecting' | 'live' | 'down';

export interface HostEventsOptions {
  code: string;
  /** Every `event: state` frame (the state at once on open, then on every change). */
  onState(state: HostState): void;
  onStatus(status: HostStreamStatus): void;
  fetch?: typeof fetch;
  getAccessToken?: () => string | null;
  /** After a 401: a fresh access token, or null when the session is over (the stream stops). */
  refreshAccessToken?: () => Promise<string | null>;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** No byte for this long means a dead connection (the server sends a heartbeat comment every 15 s). */
  idleTimeoutMs?: number;
  random?: () => number;
}

/** Any authenticated call through the API client refreshes an expired pair; null when signed out. */
async function refreshThroughClient(): Promise<string | null> {
  try {
    await api.get('/auth/users/me/');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
  return session.get().access;
}

/**
 * The host's event stream (GET /api/quizz/{code}/live/_events), read with fetch because EventSource
 * cannot send the bearer token. Smaller than results' stream on purpose: every frame carries the
 * whole state, so a reconnection needs no catch-up, only a retry with backoff (and one token refresh
 * after a 401). 403/404 stop it for good; the page's polling then reports the problem.
 */
export function openHostEvents(options: HostEventsOptions): { close(): void } {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getToken = options.getAccessToken ?? (() => session.get().access);
  const refresh = options.refreshAccessToken ?? refreshThroughClient;
  const baseDelayMs = options.baseDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 15_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 40_000;
  const random = options.random ?? Math.random;
  const url = `/api/quizz/${encodeURIComponent(options.code)}/live/_events`;

  let closed = false;
  let failures = 0;
  let refreshed = false;
  let status: HostStreamStatus | null = null;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: HostStreamStatus) => {
    if (closed || next === status) return;
    status = next;
    options.onStatus(next);
  };
  const stop = () => {
    setStatus('down');
    closed = true;
  };
  const retry = () => {
    if (closed) return;
    failures++;
    setStatus('down');
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - 1)) * (0.75 + random() * 0.5);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, Math.round(delay));
  };
  const armIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => controller?.abort(), idleTimeoutMs);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    if (typeof ReadableStream === 'undefined' || typeof TextDecoder === 'undefined') return stop();
    const current = new AbortController();
    controller = current;
    const token = getToken();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await doFetch(url, { headers, signal: current.signal, cache: 'no-store' });
    } catch {
      return retry();
    }
    if (closed) return current.abort();
    if (response.status === 401 && !refreshed) {
      void response.body?.cancel().catch(() => {});
      refreshed = true;
      let fresh: string | null;
      try {
        fresh = await refresh();
      } catch {
        refreshed = false; // offline: try the refresh again next time
        return retry();
      }
      return fresh === null ? stop() : connect();
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body || !type.includes('text/event-stream')) {
      void response.body?.cancel().catch(() => {});
      return response.status === 403 || response.status === 404 ? stop() : retry();
    }
    refreshed = false;
    const parser = createParser({
      onEvent(event) {
        if (closed || event.event !== 'state') return;
        let state: HostState;
        try {
          state = JSON.parse(event.data) as HostState;
        } catch {
          return;
        }
        failures = 0;
        setStatus('live');
        options.onState(state);
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    armIdle();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        armIdle();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted (close, idle) or dropped: retried below
    } finally {
      clearTimeout(idleTimer);
    }
    if (closed) {
      void reader.cancel().catch(() => {});
      return;
    }
    retry();
  }

  setStatus('connecting');
  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(idleTimer);
      controller?.abort();
    },
  };
}
