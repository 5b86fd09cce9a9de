import { MESSAGES, normalizeCode, type StartQuizResult } from '@quizzical/common';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const quizPath = (code: string) => encodeURIComponent(normalizeCode(code));

/**
 * GET /api/quizz/_start/{code} (no auth): the quiz a student joins, without correct answers.
 * Errors are text: 403 'This quizz has not yet started.' / 'This quizz has ended.', 404 'This quizz does not exist.'
 */
export function getStartQuiz(code: string, signal?: AbortSignal): Promise<StartQuizResult> {
  return api.get<StartQuizResult>(`/api/quizz/_start/${quizPath(code)}`, { auth: false, signal });
}

/** The quiz answered 403 'This quizz has not yet started.' */
export const isNotStarted = (error: unknown) =>
  isApiError(error) && error.status === 403 && error.detail === MESSAGES.quizNotStarted;

/**
 * While the quiz has not started, ask again every 3 to 5 s: the entry screen goes on by itself the
 * moment the teacher starts it. The jitter spreads a class that opened the link together; the server
 * answers these from its quiz cache, dropped at once on start. React Query pauses the interval while
 * the tab is hidden (refetchIntervalInBackground is off).
 */
export const WAIT_POLL_MS = { min: 3_000, jitter: 2_000 };
export const waitPollDelay = (random = Math.random) =>
  WAIT_POLL_MS.min + Math.round(random() * WAIT_POLL_MS.jitter);

export function useStartQuiz(code: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['taking', 'quiz', normalizeCode(code)],
    queryFn: ({ signal }) => getStartQuiz(code, signal),
    enabled: enabled && !!code,
    staleTime: 10_000,
    refetchInterval: (query) => (isNotStarted(query.state.error) ? waitPollDelay() : false),
    refetchIntervalInBackground: false,
  });
}
