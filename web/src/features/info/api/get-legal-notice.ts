import type { LegalNotice } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookupKeys } from '../../../lib/api/lookups/keys';
import { api } from '../../../lib/api-client';

/** GET /api/legal: the operator's legal notice from the server's configuration (null = not set). */
export function useLegalNotice() {
  return useQuery(legalNoticeQueryOptions);
}

export const legalNoticeQueryOptions = queryOptions({
  queryKey: lookupKeys.legal,
  queryFn: ({ signal }) => api.get<LegalNotice>('/api/legal', { auth: false, signal }),
  staleTime: 5 * 60_000,
});
