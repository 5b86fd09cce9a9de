import { normalizeCode, type StartQuizResult } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hasErrorCode } from '../../api-client';
import { takingKeys } from './keys';

export const quizPath = (code: string) => encodeURIComponent(normalizeCode(code));

/**
 * GET /api/quizz/_start/{code} (no auth): the quiz a student joins, without correct answers.
 * Errors are text, their code in a header: 403 taking.quiz_not_started / taking.quiz_ended, 404 taking.quiz_not_found.
 */
export function getStartQuiz(code: string, signal?: AbortSignal): Promise<StartQuizResult> {
  return api.get<StartQuizResult>(`/api/quizz/_start/${quizPath(code)}`, { auth: false, signal });
}

/** The quiz has not started yet (403 taking.quiz_not_started). */
const isNotStarted = (error: unknown) => hasErrorCode(error, 'taking.quiz_not_started');

/**
 * While the quiz has not started, ask again every 3 to 5 s: the entry screen goes on by itself the
 * moment the teacher starts it. The jitter spreads a class that opened the link together; the server
 * answers these from its quiz cache, dropped at once on start. React Query pauses the interval while
 * the tab is hidden (refetchIntervalInBackground is off).
 */
const WAIT_POLL_MS = { min: 3_000, jitter: 2_000 };
const waitPollDelay = (random = Math.random) => WAIT_POLL_MS.min + Math.round(random() * WAIT_POLL_MS.jitter);

/**
 * The home page's code check and the start page read the same entry: a code checked on the home page
 * opens the start page without asking the server a second time.
 */
export const startQuizQueryOptions = (code: string) =>
  queryOptions({
    queryKey: takingKeys.quiz(code),
    queryFn: ({ signal }) => getStartQuiz(code, signal),
    staleTime: 10_000,
    refetchInterval: (query) => (isNotStarted(query.state.error) ? waitPollDelay() : false),
    refetchIntervalInBackground: false,
  });

export function useStartQuiz(code: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...startQuizQueryOptions(code), enabled: enabled && !!code });
}
