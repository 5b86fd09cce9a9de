import { LIVE_ERRORS, type PlayerState } from '@quizzical/common';
import { quizPath } from '../../../lib/api/taking/get-start-quiz';

export interface PlayerEventHandlers {
  /** `event: state`: the whole player state, at once and on every step. */
  onState(state: PlayerState): void;
  /** The stream is open (again): the page stops polling. */
  onOpen(): void;
  /** The stream dropped: the page polls until it is open again. */
  onError(): void;
  /** `event: removed`: the host removed this player (the server ends the stream; it is not reopened). */
  onRemoved(detail: string): void;
}

/** How long to wait before opening again a stream the browser gave up on (an HTTP error, not a drop). */
const REOPEN_MS = [2_000, 5_000, 10_000, 30_000];

/**
 * GET /api/quizz/live/{code}/_events?session_id= with the browser's own EventSource (no library, no
 * token: the session id is in the URL). A dropped connection is reconnected by EventSource itself; a
 * refused one (the server restarting answers 502/503) closes it, so it is opened again after a while.
 * Returns null where EventSource does not exist: the page then polls.
 */
export function openPlayerEvents(
  code: string,
  sessionId: string,
  handlers: PlayerEventHandlers,
): { close(): void } | null {
  if (typeof EventSource === 'undefined') return null;
  const url = `/api/quizz/live/${quizPath(code)}/_events?session_id=${encodeURIComponent(sessionId)}`;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const onState = (event: MessageEvent) => {
    try {
      handlers.onState(JSON.parse(event.data) as PlayerState);
    } catch {
      // a frame cut short: the next one (or the polling) brings the state
    }
  };
  const onRemoved = (event: MessageEvent) => {
    closed = true;
    source?.close();
    let detail: string = LIVE_ERRORS['live.player_removed'];
    try {
      detail = (JSON.parse(event.data) as { detail?: string }).detail ?? detail;
    } catch {
      // the default text says the same
    }
    handlers.onRemoved(detail);
  };
  const open = () => {
    if (closed) return;
    const es = new EventSource(url);
    source = es;
    es.addEventListener('state', onState as EventListener);
    es.addEventListener('removed', onRemoved as EventListener);
    es.onopen = () => {
      failures = 0;
      handlers.onOpen();
    };
    es.onerror = () => {
      handlers.onError();
      if (es.readyState === EventSource.CLOSED) {
        es.close();
        timer = setTimeout(open, REOPEN_MS[Math.min(failures++, REOPEN_MS.length - 1)]);
      }
    };
  };
  open();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
    },
  };
}
