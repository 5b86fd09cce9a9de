import type { LinkBaseInfo } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';
import { quizKeys } from './keys';

/**
 * Where the student links shown to this teacher start (GET /api/quizz/_link_base): PUBLIC_URL, else the
 * address this browser used, else the server's LAN address, so that a page opened on
 * http://localhost:8000 still shows a link phones in the classroom can open. Until the answer is in,
 * this page's own origin.
 */
export function useLinkBase(): { baseUrl: string; localOnly: boolean } {
  const query = useQuery(linkBaseQueryOptions);
  return {
    baseUrl: query.data?.base_url ?? window.location.origin,
    localOnly: query.data?.local_only ?? false,
  };
}

export const linkBaseQueryOptions = queryOptions({
  queryKey: quizKeys.linkBase,
  queryFn: ({ signal }) => api.get<LinkBaseInfo>('/api/quizz/_link_base', { signal }),
  staleTime: 5 * 60_000,
});
