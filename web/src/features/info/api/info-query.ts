import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET `path`: public text of an info page, read again at most every five minutes. */
export function infoQueryOptions<T>(queryKey: QueryKey, path: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { auth: false, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useInfoQuery<T>(queryKey: QueryKey, path: string) {
  return useQuery(infoQueryOptions<T>(queryKey, path));
}
