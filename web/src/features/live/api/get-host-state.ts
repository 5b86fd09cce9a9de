import type { HostState } from '@quizzical/common';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isClosed, newerState } from '../lib/host-steps';

/** GET /api/quizz/{code}/live: the game's state (the fallback poll while the event stream is down). */
export function getHostState(code: string, signal?: AbortSignal): Promise<HostState> {
  return api.get<HostState>(`/api/quizz/${encodeURIComponent(code)}/live`, { signal });
}

export const hostStateKey = (code: string) => ['live', 'host', code] as const;

/** A game to ask about: one the arrival opened (before it there may be none), and not closed (final). */
const inPlay = (state: HostState | undefined) => state !== undefined && !isClosed(state);

/**
 * The projector screen's game state. Every way a state comes (the arrival, the event stream, 'Next',
 * this poll) writes into this one entry, and the newest version wins (newerState), so a poll answered
 * late never takes the screen back a step. The stream keeps it fresh: it is never stale on its own,
 * and it is forgotten once the page is left (the next visit starts from the server's answer).
 * `pollMs`: while the stream is down, the state is asked for this often (false: not polled).
 */
export const hostStateQueryOptions = (code: string, pollMs: number | false) =>
  queryOptions({
    queryKey: hostStateKey(code),
    queryFn: ({ signal }) => getHostState(code, signal),
    structuralSharing: (current: unknown, incoming: unknown) =>
      newerState((current as HostState | undefined) ?? null, incoming as HostState),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // a failed poll is simply asked again at the next interval
    retry: false,
    enabled: (query) => inPlay(query.state.data),
    refetchInterval: (query) => (inPlay(query.state.data) ? pollMs : false),
    refetchIntervalInBackground: true,
  });
