import { normalizeCode, type StartQuizResult } from '@quizzical/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const quizPath = (code: string) => encodeURIComponent(normalizeCode(code));

/**
 * GET /api/quizz/_start/{code} (no auth): the quiz a student joins, without correct answers.
 * Errors are text: 403 'This quizz has not yet started.' / 'This quizz has ended.', 404 'This quizz does not exist.'
 */
export function getStartQuiz(code: string, signal?: AbortSignal): Promise<StartQuizResult> {
  return api.get<StartQuizResult>(`/api/quizz/_start/${quizPath(code)}`, { auth: false, signal });
}

export function useStartQuiz(code: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['taking', 'quiz', normalizeCode(code)],
    queryFn: ({ signal }) => getStartQuiz(code, signal),
    enabled: enabled && !!code,
    staleTime: 10_000,
  });
}
