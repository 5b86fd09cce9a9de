import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { quizPath } from '../../../lib/api/taking/get-start-quiz';
import { takingKeys } from '../../../lib/api/taking/keys';
import { api, buildUrl, isApiError } from '../../../lib/api-client';
import { takeEarlyTiming } from '../../../lib/early-requests';
import type { SessionEnvelope } from './start-session';

export interface LoadedSession extends SessionEnvelope {
  /**
   * The server's clock minus this device's, in ms, measured when the session was read (the request's
   * midpoint): the countdown runs on the server's time, never on the device clock alone.
   */
  clockOffsetMs: number;
}

/** Reads an ISO timestamp with microseconds (`2025-01-01T10:00:00.123456Z`) as epoch ms. */
export const parseServerDate = (iso: string) => Date.parse(iso.replace(/(\.\d{3})\d+/, '$1'));

/** GET /api/quizz/response/_start/{code}?session_id= (no auth): the session, its answers and now_date. */
export async function getSession(
  code: string,
  sessionId: string,
  signal?: AbortSignal,
): Promise<LoadedSession> {
  const path = `/api/quizz/response/_start/${quizPath(code)}`;
  const query = { session_id: sessionId };
  let sentAt = Date.now();
  const envelope = await api.get<SessionEnvelope>(path, { auth: false, signal, query });
  let receivedAt = Date.now();
  // answered by the request public/early-requests.js sent with the HTML: its own times, not this wait's
  const early = takeEarlyTiming(buildUrl('', path, query));
  if (early) ({ sentAt, receivedAt } = early);
  return { ...envelope, clockOffsetMs: parseServerDate(envelope.now_date) - (sentAt + receivedAt) / 2 };
}

/** The run and start pages write the session they hold into this entry. */
export const sessionQueryKey = takingKeys.session;

/** The session as the server has it now (the end page), rather than as the previous screen left it. */
export function useSession(code: string, sessionId: string | null, { fresh = false } = {}) {
  return useQuery(sessionQueryOptions(code, sessionId, fresh));
}

export const sessionQueryOptions = (code: string, sessionId: string | null, fresh: boolean) =>
  queryOptions({
    queryKey: sessionQueryKey(code, sessionId ?? ''),
    queryFn: sessionId ? ({ signal }) => getSession(code, sessionId, signal) : skipToken,
    // the run page reads it once per visit and keeps its own state (and clock offset) from there
    staleTime: fresh ? 0 : Number.POSITIVE_INFINITY,
    refetchOnMount: fresh ? 'always' : true,
    gcTime: 0,
    // a dropped network on school Wi-Fi is retried a few times; an unknown session (404) is an answer
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 4,
  });
