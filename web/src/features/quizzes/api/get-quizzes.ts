import type { Quiz } from '@quizzical/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { api } from '../../../lib/api-client';

/** GET /api/quizz?search= : the signed-in user's quizzes, newest first (questions are empty here). */
export function getQuizzes(search: string, signal?: AbortSignal): Promise<Quiz[]> {
  return api.get<Quiz[]>('/api/quizz', { query: { search: search || undefined }, signal });
}

export const quizzesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: quizKeys.list(search),
    queryFn: ({ signal }) => getQuizzes(search, signal),
    placeholderData: keepPreviousData,
  });

export function useQuizzes(search = '') {
  return useQuery(quizzesQueryOptions(search));
}
