import type { NamedItem } from '@quizzical/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type LookupList = 'themes' | 'types' | 'levels';

/** GET /api/themes, /api/types, /api/levels -> [{id, name}]. */
export function getLookupList(list: LookupList, signal?: AbortSignal): Promise<NamedItem[]> {
  return api.get<NamedItem[]>(`/api/${list}`, { auth: false, signal });
}

export function useLookupList(list: LookupList) {
  return useQuery({
    queryKey: ['lookups', list],
    queryFn: ({ signal }) => getLookupList(list, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
