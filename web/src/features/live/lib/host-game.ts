import { type HostState, QUIZ_STATUS } from '@quizzical/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, sessionAuth } from '../../../lib/api-client';
import { openEventStream, type StreamStatus } from '../../../lib/event-stream';
import { errorText, fieldErrorText, getT } from '../../../lib/i18n';
import { getHostState, hostStateKey, hostStateQueryOptions } from '../api/get-host-state';
import { hostLive } from '../api/host-live';
import { nextStep } from '../api/next-step';
import { removePlayer as sendRemoval } from '../api/remove-player';
import { newerState } from './host-steps';

/** While the event stream is down, the screen asks for the state this often. */
export const HOST_POLL_MS = 2_000;

/** Why there is no state to show: the quiz is not the user's (or gone), or the server refused/failed. */
export type HostLoadError = { kind: 'not-found' } | { kind: 'refused'; message: string } | { kind: 'failed' };

export interface HostGame {
  state: HostState | null;
  loadError: HostLoadError | null;
  retryLoad(): void;
  stream: StreamStatus;
  /** Sends 'Next' with the version on screen; a press while one is in flight is dropped. */
  next(): void;
  pending: boolean;
  /** The last 'Next' failed (network, server): the screen says so, the button tries again. */
  nextFailed: boolean;
  /** The quiz was closed from this screen (the stream may say so a moment later). */
  markClosed(): void;
  /** Removes a player (their public id); resolves once the screen shows the game without them. */
  removePlayer(playerId: string): Promise<void>;
}

/** The server's reason ({"detail"} or non_field_errors), e.g. the free plan's limit, in the language on screen. */
function errorDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.detail) return errorText(error);
  const data = error.data as { non_field_errors?: unknown } | null;
  const list = data && typeof data === 'object' ? data.non_field_errors : undefined;
  return Array.isArray(list) && typeof list[0] === 'string' ? fieldErrorText(list[0]) : undefined;
}

const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);
const isRefusal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * Opens or resumes the game. A quiz the server refuses to host (closed, the free plan's limit) is
 * shown as it is when it has a game; otherwise the refusal is the answer.
 */
async function arrive(code: string): Promise<HostState> {
  try {
    return await hostLive(code);
  } catch (error) {
    if (isRefusal(error) && !isNotFound(error)) {
      const existing = await getHostState(code).catch(() => null);
      if (existing) return existing;
    }
    throw error;
  }
}

function loadErrorOf(error: unknown): HostLoadError | null {
  if (error === null) return null;
  if (isNotFound(error)) return { kind: 'not-found' };
  if (isRefusal(error))
    return { kind: 'refused', message: errorDetail(error) ?? getT()('live.host.cannot_host') };
  return { kind: 'failed' };
}

/**
 * The projector screen's game: POST _host on arrival (starts the quiz and opens the game if needed,
 * or resumes it), then the host event stream, and a GET every HOST_POLL_MS while the stream is down.
 * All of them write into one query entry where the newest state wins (hostStateQueryOptions).
 */
export function useHostGame(code: string): HostGame {
  const queryClient = useQueryClient();
  const [stream, setStream] = useState<StreamStatus>('connecting');
  const [pending, setPending] = useState(false);
  const [nextFailed, setNextFailed] = useState(false);
  const pendingRef = useRef(false);

  const take = useCallback(
    (incoming: HostState) =>
      void queryClient.setQueryData<HostState>(hostStateKey(code), (current) =>
        newerState(current ?? null, incoming),
      ),
    [queryClient, code],
  );
  const current = useCallback(
    () => queryClient.getQueryData<HostState>(hostStateKey(code)) ?? null,
    [queryClient, code],
  );

  // keyed by the code it was sent for: a page that moved on to another code keeps its own state
  const arrival = useMutation({
    mutationFn: arrive,
    onSuccess: (incoming, arrivedAt) =>
      queryClient.setQueryData<HostState>(hostStateKey(arrivedAt), (shown) =>
        newerState(shown ?? null, incoming),
      ),
  });
  const { mutate: arriveAt } = arrival;
  useEffect(() => arriveAt(code), [arriveAt, code]);

  // the fallback: poll while the stream is not live (also covers a stream that cannot work here)
  const { data: state = null, refetch } = useQuery(
    hostStateQueryOptions(code, stream === 'live' ? false : HOST_POLL_MS),
  );
  const ready = state !== null;
  const closed = state?.status === QUIZ_STATUS.CLOSED;

  useEffect(() => {
    if (!ready || closed) return;
    const events = openEventStream({
      url: `/api/quizz/${encodeURIComponent(code)}/live/_events`,
      auth: sessionAuth,
      onEvent: (event) => {
        if (event.event !== 'state') return;
        try {
          take(JSON.parse(event.data) as HostState);
        } catch {
          // a frame cut short: the next one (or the polling) brings the state
        }
      },
      onStatus: setStream,
      // every frame carries the whole state: a reconnection needs no catch-up, and the page polls meanwhile
      maxDelayMs: 15_000,
      // the server sends a heartbeat comment every 15 s
      idleTimeoutMs: 40_000,
    });
    return () => events.close();
  }, [code, ready, closed, take]);

  // the server reveals at the countdown's end; if that step is not heard soon after, ask once. Each
  // new state re-arms it from the server's newer figure.
  useEffect(() => {
    if (state?.step !== 'question' || state.time_left_ms === null || closed) return;
    const timer = setTimeout(() => void refetch(), state.time_left_ms + 1_500);
    return () => clearTimeout(timer);
  }, [state, closed, refetch]);

  const next = useCallback(() => {
    const shown = current();
    if (!shown || pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    setNextFailed(false);
    nextStep(code, shown.version)
      .then(take, () => setNextFailed(true))
      .finally(() => {
        pendingRef.current = false;
        setPending(false);
      });
  }, [code, take, current]);

  const markClosed = useCallback(() => {
    const shown = current();
    if (shown) take({ ...shown, status: QUIZ_STATUS.CLOSED });
  }, [take, current]);

  const retryLoad = useCallback(() => arriveAt(code), [arriveAt, code]);
  const loadError = state === null && !arrival.isPending ? loadErrorOf(arrival.error) : null;

  const removePlayer = useCallback(
    async (playerId: string) => take(await sendRemoval(code, playerId)),
    [code, take],
  );

  return { state, loadError, retryLoad, stream, next, pending, nextFailed, markClosed, removePlayer };
}
