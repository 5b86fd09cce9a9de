import { createParser } from 'eventsource-parser';

/**
 * What the page tells the teacher about freshness:
 * connecting (first attempt), live (stream open and heard from), reconnecting (a drop, retrying soon),
 * polling (the stream keeps failing, cannot work here, or went silent: the page refreshes every 5 s
 * meanwhile).
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'polling';

export interface ResultsStreamOptions {
  /** Same-origin path of the event stream, e.g. /api/quizz/ABC123/events. */
  url: string;
  fetch?: typeof fetch;
  /** The current access token (EventSource cannot send one: this is why the stream is read with fetch). */
  getAccessToken(): string | null;
  /**
   * Called after a 401: returns a fresh access token, or null when the session is over (the stream
   * then stops for good). May throw on a network failure (counted as one failed attempt).
   */
  refreshAccessToken(): Promise<string | null>;
  /** The results changed (`event: update`). */
  onUpdate(): void;
  /**
   * The stream is open (`event: ready`), or speaks again after going silent; `reconnected` is true
   * after a drop or a silence, when updates may have been missed.
   */
  onReady?(reconnected: boolean): void;
  onStatus(status: LiveStatus): void;
  /** First reconnection delay; a `retry:` field of the server replaces it. Doubles per failure. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Failed attempts in a row after which the status says "polling" (reconnection attempts go on). */
  pollingAfterFailures?: number;
  /** No byte for this long means a dead connection (the server sends something every heartbeat). */
  idleTimeoutMs?: number;
  /**
   * Heartbeat intervals (the server says its interval in `ready`) without an update or a heartbeat
   * after which the stream counts as silent: the status says "polling" (the page polls) until the
   * stream speaks again. The connection stays open: a server whose database link is reconnecting
   * keeps it, and resumes on its own.
   */
  silentAfterHeartbeats?: number;
  /** 0..1, for the jitter of the reconnection delay (tests pass a constant). */
  random?: () => number;
}

export interface ResultsStream {
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

/** The ready event's data: `{"quizz", "heartbeat_ms", "live"}` (older servers sent only the code). */
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

/** The delay before reconnection attempt `failures` (1-based): exponential, capped, with ±25% jitter. */
export function reconnectDelay(
  failures: number,
  baseMs: number,
  maxMs: number,
  random: () => number,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exponential * (0.75 + random() * 0.5));
}

/**
 * Opens the results event stream with the bearer token, parses its frames and keeps it open:
 * reconnects with exponential backoff after errors and drops, refreshes the access token once on a
 * 401, restarts a connection that went silent, and reports its state so the page can fall back to
 * polling while the stream is down. 404/403 (not the owner, quiz gone) and an expired session stop
 * it for good.
 */
export function openResultsStream(options: ResultsStreamOptions): ResultsStream {
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
  let status: LiveStatus | null = null;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  /** the server's heartbeat interval, from its ready event (none: silence is not watched) */
  let heartbeatMs: number | undefined;
  let silent = false;

  const setStatus = (next: LiveStatus) => {
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
    retryTimer = setTimeout(connect, reconnectDelay(failures, baseDelayMs, maxDelayMs, random));
  };

  const armIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => controller?.abort(), idleTimeoutMs);
  };

  /** An update or a heartbeat: changes reach this stream. After a silence, it is live again. */
  const heard = () => {
    clearTimeout(silenceTimer);
    if (heartbeatMs === undefined) return;
    silenceTimer = setTimeout(() => {
      silent = true;
      setStatus('polling');
    }, heartbeatMs * silentAfterHeartbeats);
    if (silent) {
      silent = false;
      setStatus('live');
      options.onReady?.(true);
    }
  };

  async function connect(): Promise<void> {
    if (closed) return;
    if (!streamingSupported()) {
      giveUp();
      return;
    }
    const current = new AbortController();
    controller = current;
    const token = options.getAccessToken();
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
      fail();
      return;
    }
    if (closed) {
      current.abort();
      return;
    }

    if (response.status === 401) {
      void response.body?.cancel().catch(() => {});
      if (refreshedAfter401) {
        fail();
        return;
      }
      refreshedAfter401 = true;
      let fresh: string | null;
      try {
        fresh = await options.refreshAccessToken();
      } catch {
        refreshedAfter401 = false; // the refresh itself failed (offline): try it again next time
        fail();
        return;
      }
      if (fresh === null) giveUp();
      else await connect();
      return;
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body || !type.includes('text/event-stream')) {
      void response.body?.cancel().catch(() => {});
      if (response.status === 403 || response.status === 404) giveUp();
      else fail();
      return;
    }
    refreshedAfter401 = false;

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    // the event-stream format (line ends, multi-line data, comments, retry) is eventsource-parser's.
    // The reconnection around it stays ours: EventSource sends no bearer token, and
    // fetch-event-source's retry loop has no refresh-once on 401, no silence watch and no states
    // for the page to show (live, reconnecting, polling)
    const parser = createParser({
      onEvent(event) {
        if (closed) return;
        if (event.event === 'ready') {
          failures = 0;
          const info = parseReady(event.data);
          heartbeatMs = info.heartbeatMs;
          silent = false;
          // the server may not hear changes right now (its database link is reconnecting)
          if (info.live) {
            setStatus('live');
            heard();
          } else {
            silent = true;
            setStatus('polling');
          }
          options.onReady?.(everReady);
          everReady = true;
        } else if (event.event === 'update') {
          heard();
          options.onUpdate();
        } else if (event.event === 'heartbeat') {
          heard();
        }
      },
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
