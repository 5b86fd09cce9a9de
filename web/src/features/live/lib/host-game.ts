import { type HostState, QUIZ_STATUS } from '@quizzical/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { getHostState } from '../api/get-host-state';
import { type HostStreamStatus, openHostEvents } from '../api/host-events';
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
  stream: HostStreamStatus;
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

/** The server's reason ({"detail"} or non_field_errors), e.g. the free plan's limit. */
function errorDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.detail) return error.detail;
  const data = error.data as { non_field_errors?: unknown } | null;
  const list = data && typeof data === 'object' ? data.non_field_errors : undefined;
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : undefined;
}

/**
 * The projector screen's game: POST _host on arrival (starts the quiz and opens the game if needed,
 * or resumes it), then the host event stream, and a GET every HOST_POLL_MS while the stream is down.
 * The newest state wins (newerState), whichever way it came.
 */
export function useHostGame(code: string): HostGame {
  const [state, setState] = useState<HostState | null>(null);
  const [loadError, setLoadError] = useState<HostLoadError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [stream, setStream] = useState<HostStreamStatus>('connecting');
  const [pending, setPending] = useState(false);
  const [nextFailed, setNextFailed] = useState(false);
  const stateRef = useRef<HostState | null>(null);
  const pendingRef = useRef(false);

  const take = useCallback((incoming: HostState) => {
    const merged = newerState(stateRef.current, incoming);
    stateRef.current = merged;
    setState(merged);
  }, []);

  // arrival: open or resume the game; a closed quiz (the server refuses to host it) is shown as is
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry button
  useEffect(() => {
    let alive = true;
    setLoadError(null);
    hostLive(code)
      .then((s) => alive && take(s))
      .catch(async (error: unknown) => {
        if (!alive) return;
        if (isApiError(error) && (error.status === 404 || error.status === 403)) {
          setLoadError({ kind: 'not-found' });
          return;
        }
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          // e.g. a closed quiz or the free plan's limit: a game that exists is still shown
          const existing = await getHostState(code).catch(() => null);
          if (!alive) return;
          if (existing) take(existing);
          else
            setLoadError({ kind: 'refused', message: errorDetail(error) ?? 'This quizz cannot be hosted.' });
          return;
        }
        setLoadError({ kind: 'failed' });
      });
    return () => {
      alive = false;
    };
  }, [code, attempt, take]);

  const ready = state !== null;
  const closed = state?.status === QUIZ_STATUS.CLOSED;

  useEffect(() => {
    if (!ready || closed) return;
    const events = openHostEvents({ code, onState: take, onStatus: setStream });
    return () => events.close();
  }, [code, ready, closed, take]);

  // the fallback: poll while the stream is not live (also covers a stream that cannot work here)
  useEffect(() => {
    if (!ready || closed || stream === 'live') return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      getHostState(code, controller.signal).then(take, () => undefined);
    }, HOST_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [code, ready, closed, stream, take]);

  // the server reveals at the countdown's end; if that step is not heard soon after, ask once
  const timeLeft = state?.step === 'question' ? state.time_left_ms : null;
  const version = state?.version;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-armed for every question (version)
  useEffect(() => {
    if (timeLeft === null || closed) return;
    const timer = setTimeout(() => {
      getHostState(code).then(take, () => undefined);
    }, timeLeft + 1_500);
    return () => clearTimeout(timer);
  }, [code, timeLeft, version, closed, take]);

  const next = useCallback(() => {
    const current = stateRef.current;
    if (!current || pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    setNextFailed(false);
    nextStep(code, current.version)
      .then(take, () => setNextFailed(true))
      .finally(() => {
        pendingRef.current = false;
        setPending(false);
      });
  }, [code, take]);

  const markClosed = useCallback(() => {
    const current = stateRef.current;
    if (current) take({ ...current, status: QUIZ_STATUS.CLOSED });
  }, [take]);

  const retryLoad = useCallback(() => setAttempt((n) => n + 1), []);

  const removePlayer = useCallback(
    async (playerId: string) => take(await sendRemoval(code, playerId)),
    [code, take],
  );

  return { state, loadError, retryLoad, stream, next, pending, nextFailed, markClosed, removePlayer };
}
