import { LIVE_ERRORS, type PlayerState } from '@quizzical/common';
import { quizPath } from '../../../lib/api/taking/get-start-quiz';
import { openEventStream } from '../../../lib/event-stream';

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

/**
 * GET /api/quizz/live/{code}/_events?session_id= through the app's event-stream client, anonymous
 * (the session id is in the URL). A drop or a refused connection (the server restarting answers
 * 502/503) is reconnected after the delay the server asks for (2 to 5 s, spread over the class),
 * doubling while it fails; a connection silent past two heartbeats is restarted. Where fetch cannot
 * stream, it reports the stream down at once and the page polls.
 */
export function openPlayerEvents(
  code: string,
  sessionId: string,
  handlers: PlayerEventHandlers,
): { close(): void } {
  const stream = openEventStream({
    url: `/api/quizz/live/${quizPath(code)}/_events?session_id=${encodeURIComponent(sessionId)}`,
    onEvent(event) {
      if (event.event === 'removed') {
        // the server ends the stream after this event: it must not be reopened
        stream.close();
        handlers.onRemoved(removedDetail(event.data));
        return;
      }
      if (event.event !== 'state') return;
      try {
        handlers.onState(JSON.parse(event.data) as PlayerState);
      } catch {
        // a frame cut short: the next one (or the polling) brings the state
      }
    },
    onStatus: (status) => {
      if (status === 'live') handlers.onOpen();
      else if (status !== 'connecting') handlers.onError();
    },
    baseDelayMs: 2_000,
    maxDelayMs: 30_000,
    // the server sends a heartbeat comment every 15 s
    idleTimeoutMs: 40_000,
  });
  return stream;
}

/** The text of a `removed` event (the server's), or the same text from common when it is unreadable. */
function removedDetail(data: string): string {
  try {
    return (JSON.parse(data) as { detail?: string }).detail ?? LIVE_ERRORS['live.player_removed'];
  } catch {
    return LIVE_ERRORS['live.player_removed'];
  }
}
