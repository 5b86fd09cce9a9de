import type { TermsSection } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupKeys } from '../../../lib/api/lookups/keys';
import { api } from '../../../lib/api-client';

export function getTerms(signal?: AbortSignal): Promise<TermsSection[]> {
  return api.get<TermsSection[]>('/api/terms', { auth: false, signal });
}

/** GET /api/terms: sections of the terms (title, HTML text). */
export function useTerms() {
  return useQuery(termsQueryOptions);
}

export const termsQueryOptions = queryOptions({
  queryKey: lookupKeys.terms,
  queryFn: ({ signal }) => getTerms(signal),
  staleTime: 5 * 60_000,
});
