import type { Quiz } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';
import { quizKeys } from './keys';

/** GET /api/quizz/{code}: one of the user's quizzes with its questions (404 for anybody else). */
export function getQuiz(code: string, signal?: AbortSignal): Promise<Quiz> {
  return api.get<Quiz>(`/api/quizz/${encodeURIComponent(code)}`, { signal });
}

/** Read fresh on each visit: the editor and the results page both show what the server holds now. */
export const quizQueryOptions = (code: string) =>
  queryOptions({
    queryKey: quizKeys.detail(code),
    queryFn: ({ signal }) => getQuiz(code, signal),
    enabled: code !== '',
    staleTime: 0,
  });

/** The quiz of the editor (no code yet for a new quiz) and of the results page. */
export function useQuiz(code: string | undefined) {
  return useQuery(quizQueryOptions(code ?? ''));
}
