import { LIVE_ERRORS } from '@quizzical/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hasErrorCode } from '../../../lib/api-client';
import { getPlayerState } from '../api/get-player-state';
import { openPlayerEvents } from '../api/player-events';
import { newestState, type ReceivedState } from './play-state';

/** How often the page asks for the state while the event stream is not open. */
export const PLAYER_POLL_MS = 3_000;
/** How long after the countdown's end a phone without the reveal asks for it (spread over the class). */
const REVEAL_CHECK_MS = 3_000 + Math.round(Math.random() * 2_000);

/**
 * The game's state for one player: the event stream pushes each step; while it is not open (a drop,
 * a restarting server, a browser without EventSource) the page asks every PLAYER_POLL_MS, and at once
 * when the browser comes back online or the page becomes visible again (a phone woken up). Only the
 * newest version is kept. `error` is the last failed request's, cleared by the next success.
 * `removed`: the host removed this player (the stream's `removed` event or the state's 403), with the
 * server's words; nothing is asked any more.
 */
export function usePlayerConnection(code: string, sessionId: string) {
  const [received, setReceived] = useState<ReceivedState | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [streamOpen, setStreamOpen] = useState(false);
  const [removed, setRemoved] = useState<string | null>(null);
  const inFlight = useRef(false);
  const alive = useRef(true);

  const accept = useCallback((state: ReceivedState['state']) => {
    setReceived((current) => newestState(current, { state, receivedAt: Date.now() }));
    setError(null);
  }, []);

  const refetch = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const state = await getPlayerState(code, sessionId);
      if (alive.current) accept(state);
    } catch (failure) {
      if (!alive.current) return;
      if (hasErrorCode(failure, 'live.player_removed')) setRemoved(LIVE_ERRORS['live.player_removed']);
      else setError(failure);
    } finally {
      inFlight.current = false;
    }
  }, [code, sessionId, accept]);

  useEffect(() => {
    if (removed !== null) return;
    alive.current = true;
    void refetch();
    const events = openPlayerEvents(code, sessionId, {
      onState: accept,
      onOpen: () => setStreamOpen(true),
      onError: () => setStreamOpen(false),
      onRemoved: setRemoved,
    });
    return () => {
      alive.current = false;
      events?.close();
    };
  }, [code, sessionId, accept, refetch, removed]);

  // the stream also carries the lobby's growing player count: no polling while it is open
  useEffect(() => {
    if (streamOpen || removed !== null) return;
    const id = setInterval(() => void refetch(), PLAYER_POLL_MS);
    return () => clearInterval(id);
  }, [streamOpen, refetch, removed]);

  // the reveal comes by the stream as the countdown ends; a stream gone silent without an error (a
  // half-open connection) would miss it, so a phone still on the question shortly after asks once
  const revealDueIn =
    received?.state.step === 'question' && received.state.time_left_ms !== null
      ? received.state.time_left_ms + REVEAL_CHECK_MS
      : null;
  const receivedAt = received?.receivedAt;
  useEffect(() => {
    if (revealDueIn === null || receivedAt === undefined) return;
    const id = setTimeout(() => void refetch(), Math.max(0, receivedAt + revealDueIn - Date.now()));
    return () => clearTimeout(id);
  }, [revealDueIn, receivedAt, refetch]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    const onOnline = () => void refetch();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch]);

  return { received, error, streamOpen, refetch, removed };
}
