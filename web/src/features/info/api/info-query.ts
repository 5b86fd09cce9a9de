import { type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET `path`: public text of an info page, read again at most every five minutes. */
export function useInfoQuery<T>(queryKey: QueryKey, path: string) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { auth: false, signal }),
    staleTime: 5 * 60_000,
  });
}
