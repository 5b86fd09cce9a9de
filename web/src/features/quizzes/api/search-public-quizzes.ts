import type { publicQuizSearchResult } from '@quizzical/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { api } from '../../../lib/api-client';

export type PublicQuizSearchResult = z.infer<typeof publicQuizSearchResult>;
export type PublicQuizSummary = PublicQuizSearchResult['results'][number];
export interface PublicQuizSearch {
  /** 0-based, 10 a page. */
  page: number;
  theme?: number | null;
  type?: number | null;
  keyword?: string;
}

/** POST /api/quizz/_search {page, theme?, type?, keyword?} -> {results, count}. */
export function searchPublicQuizzes(params: PublicQuizSearch, signal?: AbortSignal) {
  const body = {
    page: params.page,
    ...(params.theme ? { theme: params.theme } : {}),
    ...(params.type ? { type: params.type } : {}),
    ...(params.keyword?.trim() ? { keyword: params.keyword.trim() } : {}),
  };
  return api.post<PublicQuizSearchResult>('/api/quizz/_search', body, { signal });
}

export function useSearchPublicQuizzes(params: PublicQuizSearch, enabled = true) {
  return useQuery({ ...publicQuizSearchQueryOptions(params), enabled });
}

export const publicQuizSearchQueryOptions = (params: PublicQuizSearch) =>
  queryOptions({
    queryKey: quizKeys.publicSearch(params),
    queryFn: ({ signal }) => searchPublicQuizzes(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
