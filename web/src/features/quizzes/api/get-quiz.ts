import type { Quiz } from '@quizzical/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { quizzesKeys } from './keys';

/** GET /api/quizz/{code}: one of the user's quizzes with its questions. */
export function getQuiz(code: string, signal?: AbortSignal): Promise<Quiz> {
  return api.get<Quiz>(`/api/quizz/${encodeURIComponent(code)}`, { signal });
}

export function useQuiz(code: string | undefined) {
  return useQuery({
    queryKey: quizzesKeys.detail(code ?? ''),
    queryFn: ({ signal }) => getQuiz(code!, signal),
    enabled: !!code,
    staleTime: 0,
  });
}
