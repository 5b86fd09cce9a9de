import type { NamedItem } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';
import { lookupKeys } from './keys';

export type LookupList = 'themes' | 'types' | 'levels';

/** GET /api/themes, /api/types, /api/levels -> [{id, name}] (seeded reference data). */
export function getLookupList(list: LookupList, signal?: AbortSignal): Promise<NamedItem[]> {
  return api.get<NamedItem[]>(`/api/${list}`, { auth: false, signal });
}

export const lookupListQueryOptions = (list: LookupList) =>
  queryOptions({
    queryKey: lookupKeys.list(list),
    queryFn: ({ signal }) => getLookupList(list, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The quiz editor, the public quiz search and the market all read these. */
export function useLookupList(list: LookupList) {
  return useQuery(lookupListQueryOptions(list));
}
