import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { backoffDelay } from './backoff';

/**
 * What a page tells about freshness: connecting (first attempt), live (open and heard from),
 * reconnecting (a drop, retrying soon), polling (the stream keeps failing, cannot work here, stopped
 * for good, or went silent: the page asks for its data meanwhile).
 */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'polling';

export type { EventSourceMessage };

/** A stream of a signed-in user: EventSource cannot send a bearer token, which is why fetch reads it. */
export interface StreamAuth {
  /** The access token of each connection. */
  getAccessToken(): string | null;
  /**
   * After `refused` was answered 401: a fresh access token, or null when the session is over (the
   * stream then stops for good). May throw on a network failure (counted as one failed attempt).
   */
  refreshAccessToken(refused: string | null): Promise<string | null>;
}

export interface EventStreamOptions {
  /** Same-origin path of the event stream. */
  url: string;
  /** Without it the stream is anonymous (the player's: its session id is in the URL). */
  auth?: StreamAuth;
  /** Every named event but `ready` and `heartbeat`, which this client reads itself. */
  onEvent(event: EventSourceMessage): void;
  onStatus(status: StreamStatus): void;
  /**
   * The stream is open (`event: ready`), or speaks again after going silent; `reconnected` is true
   * after a drop or a silence, when events may have been missed.
   */
  onReady?(reconnected: boolean): void;
  fetch?: typeof fetch;
  /** First reconnection delay; a `retry:` field of the server replaces it. Doubles per failure. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Failed attempts in a row after which the status says "polling" (reconnection attempts go on). */
  pollingAfterFailures?: number;
  /** No byte for this long means a dead connection (servers send a comment or a heartbeat well within). */
  idleTimeoutMs?: number;
  /**
   * Heartbeat intervals (the server says its interval in `ready`) without an event or a heartbeat
   * after which the stream counts as silent: the status says "polling" until it speaks again. The
   * connection stays open: a server whose database link is reconnecting keeps it, and resumes.
   */
  silentAfterHeartbeats?: number;
  /** 0..1, for the jitter of the reconnection delay (tests pass a constant). */
  random?: () => number;
}

export interface EventStream {
  close(): void;
}

/** fetch with a readable body stream and a text decoder: without them the page polls instead. */
function streamingSupported(): boolean {
  return (
    typeof ReadableStream !== 'undefined' &&
    typeof TextDecoder !== 'undefined' &&
    typeof AbortController !== 'undefined'
  );
}

/** The ready event's data: `{"heartbeat_ms", "live", …}` (older servers sent only a code). */
function parseReady(data: string): { heartbeatMs?: number; live: boolean } {
  try {
    const parsed = JSON.parse(data) as { heartbeat_ms?: unknown; live?: unknown };
    const ms = parsed.heartbeat_ms;
    return {
      heartbeatMs: typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : undefined,
      live: parsed.live !== false,
    };
  } catch {
    return { live: true };
  }
}

/**
 * Opens a Server-Sent Events stream with fetch and keeps it open: reconnects with exponential
 * backoff after errors and drops, refreshes the access token once on a 401, restarts a connection
 * that went quiet, watches for silence when the server names its heartbeat, and reports its state
 * so the page can poll while the stream is down. 404/403 (not the owner, gone) and an expired
 * session stop it for good.
 *
 * The event-stream format (line ends, multi-line data, comments, retry) is eventsource-parser's.
 * The reconnection around it is ours: EventSource sends no bearer token and says nothing of a
 * refused connection, and fetch-event-source's retry loop has no refresh-once on 401, no silence
 * watch and no states for the page to show.
 */
export function openEventStream(options: EventStreamOptions): EventStream {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const pollingAfterFailures = options.pollingAfterFailures ?? 2;
  const idleTimeoutMs = options.idleTimeoutMs ?? 60_000;
  const silentAfterHeartbeats = options.silentAfterHeartbeats ?? 2.5;
  const random = options.random ?? Math.random;
  let baseDelayMs = options.baseDelayMs ?? 1_000;

  let closed = false;
  let failures = 0;
  let everReady = false;
  let refreshedAfter401 = false;
  let status: StreamStatus | null = null;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  /** the server's heartbeat interval, from its ready event (none: silence is not watched) */
  let heartbeatMs: number | undefined;
  let silent = false;

  const setStatus = (next: StreamStatus) => {
    if (closed || next === status) return;
    status = next;
    options.onStatus(next);
  };

  /** Stops for good (no point retrying); the page keeps polling. */
  const giveUp = () => {
    setStatus('polling');
    closed = true;
  };

  const fail = () => {
    if (closed) return;
    failures++;
    setStatus(failures >= pollingAfterFailures ? 'polling' : 'reconnecting');
    clearTimeout(retryTimer);
    const delay = backoffDelay(failures, {
      baseMs: baseDelayMs,
      maxMs: maxDelayMs,
      random,
      jitter: 'around',
    });
    retryTimer = setTimeout(connect, delay);
  };

  const armIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => controller?.abort(), idleTimeoutMs);
  };

  /** An event or a heartbeat: the stream works. After a silence, it is live again. */
  const heard = () => {
    failures = 0;
    clearTimeout(silenceTimer);
    if (heartbeatMs !== undefined) {
      silenceTimer = setTimeout(() => {
        silent = true;
        setStatus('polling');
      }, heartbeatMs * silentAfterHeartbeats);
    }
    setStatus('live');
    if (silent) {
      silent = false;
      options.onReady?.(true);
    }
  };

  const onParsed = (event: EventSourceMessage) => {
    if (closed) return;
    if (event.event === 'ready') {
      failures = 0;
      const info = parseReady(event.data);
      heartbeatMs = info.heartbeatMs;
      silent = false;
      // the server may not hear changes right now (its database link is reconnecting)
      if (info.live) heard();
      else {
        silent = true;
        setStatus('polling');
      }
      options.onReady?.(everReady);
      everReady = true;
    } else if (event.event === 'heartbeat') {
      heard();
    } else {
      heard();
      options.onEvent(event);
    }
  };

  async function refreshAfter401(refused: string | null, auth: StreamAuth): Promise<void> {
    if (refreshedAfter401) return fail();
    refreshedAfter401 = true;
    let fresh: string | null;
    try {
      fresh = await auth.refreshAccessToken(refused);
    } catch {
      refreshedAfter401 = false; // the refresh itself failed (offline): try it again next time
      return fail();
    }
    if (fresh === null) giveUp();
    else await connect();
  }

  async function connect(): Promise<void> {
    if (closed) return;
    if (!streamingSupported()) return giveUp();
    const current = new AbortController();
    controller = current;
    const token = options.auth?.getAccessToken() ?? null;
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(options.url, {
        headers,
        signal: current.signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
    } catch {
      return fail();
    }
    if (closed) return current.abort();

    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body || !type.includes('text/event-stream')) {
      void response.body?.cancel().catch(() => {});
      if (response.status === 401 && options.auth) return refreshAfter401(token, options.auth);
      if (response.status === 403 || response.status === 404) return giveUp();
      return fail();
    }
    refreshedAfter401 = false;

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createParser({
      onEvent: onParsed,
      onRetry(ms) {
        if (ms > 0) baseDelayMs = ms;
      },
    });
    armIdle();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || closed) break;
        armIdle();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted (close, idle) or the connection dropped: handled below
    } finally {
      clearTimeout(idleTimer);
      clearTimeout(silenceTimer);
    }
    if (closed) {
      void reader.cancel().catch(() => {});
      return;
    }
    fail();
  }

  setStatus('connecting');
  void connect();

  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(idleTimer);
      clearTimeout(silenceTimer);
      controller?.abort();
    },
  };
}
