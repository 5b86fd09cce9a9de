import type { TermsSection } from '@quizzical/common';
import { useQuery } from '@tanstack/react-query';
import { lookupKeys } from '../../../lib/api/lookups/keys';
import { api } from '../../../lib/api-client';

export function getTerms(signal?: AbortSignal): Promise<TermsSection[]> {
  return api.get<TermsSection[]>('/api/terms', { auth: false, signal });
}

/** GET /api/terms: sections of the terms (title, HTML text). */
export function useTerms() {
  return useQuery({
    queryKey: lookupKeys.terms,
    queryFn: ({ signal }) => getTerms(signal),
    staleTime: 5 * 60_000,
  });
}
