import { normalizeCode, type ReviewResult } from '@quizzical/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { quizPath } from './get-start-quiz';

/**
 * GET /api/quizz/_review/{code}?session_id= (no auth): the quiz with its correct answers and this
 * session's answers. 403 {detail} when the teacher keeps the answers hidden or the session is not finished.
 */
export function getReview(code: string, sessionId: string, signal?: AbortSignal): Promise<ReviewResult> {
  return api.get<ReviewResult>(`/api/quizz/_review/${quizPath(code)}`, {
    auth: false,
    signal,
    query: { session_id: sessionId },
  });
}

export function useReview(code: string, sessionId: string | null) {
  return useQuery({
    queryKey: ['taking', 'review', normalizeCode(code), sessionId],
    queryFn: ({ signal }) => getReview(code, sessionId!, signal),
    enabled: !!sessionId,
  });
}
