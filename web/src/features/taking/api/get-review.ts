import type { ReviewResult } from '@quizzical/common';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { quizPath } from '../../../lib/api/taking/get-start-quiz';
import { takingKeys } from '../../../lib/api/taking/keys';
import { api, hasErrorCode } from '../../../lib/api-client';

/**
 * GET /api/quizz/_review/{code}?session_id= (no auth): the quiz with its correct answers and this
 * session's answers. 403 {detail} when the teacher keeps the answers hidden, when they are held back
 * until the quiz is closed (`review_after: 'close'`), or when the session is not finished.
 */
export function getReview(code: string, sessionId: string, signal?: AbortSignal): Promise<ReviewResult> {
  return api.get<ReviewResult>(`/api/quizz/_review/${quizPath(code)}`, {
    auth: false,
    signal,
    query: { session_id: sessionId },
  });
}

/** The correct answers come once the teacher closes the quiz: ask again later. */
export const isAnswersHeldBack = (error: unknown) => hasErrorCode(error, 'taking.answers_held_back');

/**
 * While held back, each page asks again every 10 to 20 s (a random interval per student, so a class
 * that ended together does not ask together), and not while its tab is hidden. The server answers
 * this from its cached quiz, without a database read.
 */
const REVIEW_POLL_MS = { min: 10_000, spread: 10_000 };

export function useReview(code: string, sessionId: string | null, { enabled = true } = {}) {
  const [pollMs] = useState(() => REVIEW_POLL_MS.min + Math.round(Math.random() * REVIEW_POLL_MS.spread));
  return useQuery(reviewQueryOptions(code, sessionId, { pollMs, enabled }));
}

/** `pollMs`: how often a page whose answers are held back asks again; `enabled` false: nothing asked. */
export const reviewQueryOptions = (
  code: string,
  sessionId: string | null,
  { pollMs, enabled }: { pollMs: number; enabled: boolean },
) =>
  queryOptions({
    queryKey: takingKeys.review(code, sessionId),
    // skipToken: no session stored yet, nothing to ask (and no request with an empty id)
    queryFn: enabled && sessionId ? ({ signal }) => getReview(code, sessionId, signal) : skipToken,
    refetchInterval: (query) => (isAnswersHeldBack(query.state.error) ? pollMs : false),
    refetchIntervalInBackground: false,
    // a student coming back to the tab sees the answers at once if the quiz closed meanwhile
    refetchOnWindowFocus: (query) => isAnswersHeldBack(query.state.error),
  });
