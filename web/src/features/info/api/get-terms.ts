import type { TermsSection } from '@quizzical/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getTerms(signal?: AbortSignal): Promise<TermsSection[]> {
  return api.get<TermsSection[]>('/api/terms', { auth: false, signal });
}

/** GET /api/terms: sections of the terms (title, HTML text). */
export function useTerms() {
  return useQuery({
    queryKey: ['lookups', 'terms'],
    queryFn: ({ signal }) => getTerms(signal),
    staleTime: 5 * 60_000,
  });
}
