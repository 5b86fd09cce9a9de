import type { Language, MarketQuestion } from '@quizzical/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { marketKeys } from '../../../lib/api/market/keys';
import { api } from '../../../lib/api-client';

export interface MarketSearchParams {
  /** true: approved questions; false: proposals (staff only). */
  active: boolean;
  theme?: number;
  level?: number;
  type?: number;
  /** Only questions in this content language (common's LANGUAGES). */
  language?: Language;
  keyword?: string;
  /** 0-based. */
  page: number;
}

export interface MarketSearchResult {
  results: MarketQuestion[];
  count: number;
}

/** POST /api/market/quizz/_search -> {results, count}, 10 a page (staff see tags and owners). */
export function searchMarket(params: MarketSearchParams, signal?: AbortSignal): Promise<MarketSearchResult> {
  return api.post<MarketSearchResult>('/api/market/quizz/_search', params, { signal });
}

export function useMarketSearch(params: MarketSearchParams) {
  return useQuery(marketSearchQueryOptions(params));
}

export const marketSearchQueryOptions = (params: MarketSearchParams) =>
  queryOptions({
    queryKey: marketKeys.search(params),
    queryFn: ({ signal }) => searchMarket(params, signal),
    placeholderData: keepPreviousData,
  });
