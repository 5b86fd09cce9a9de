import type { FaqCategory } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupKeys } from '../../../lib/api/lookups/keys';
import { api } from '../../../lib/api-client';

export function getFaqCategories(signal?: AbortSignal): Promise<FaqCategory[]> {
  return api.get<FaqCategory[]>('/api/faq/categories', { auth: false, signal });
}

/** GET /api/faq/categories: categories with their entries (title, HTML answer). */
export function useFaqCategories() {
  return useQuery(faqCategoriesQueryOptions);
}

export const faqCategoriesQueryOptions = queryOptions({
  queryKey: lookupKeys.faq,
  queryFn: ({ signal }) => getFaqCategories(signal),
  staleTime: 5 * 60_000,
});
