import type { NamedItem } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';
import { useLanguage } from '../../i18n';
import { inLanguage, lookupKeys } from './keys';

export type LookupList = 'themes' | 'types' | 'levels';

/** GET /api/themes, /api/types, /api/levels?lang= -> [{id, name}] (seeded, names in `language`). */
export function getLookupList(
  list: LookupList,
  language: string,
  signal?: AbortSignal,
): Promise<NamedItem[]> {
  return api.get<NamedItem[]>(inLanguage(`/api/${list}`, language), { auth: false, signal });
}

export const lookupListQueryOptions = (list: LookupList, language: string) =>
  queryOptions({
    queryKey: lookupKeys.list(list, language),
    queryFn: ({ signal }) => getLookupList(list, language, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The quiz editor, the public quiz search and the market all read these, in the language on screen. */
export function useLookupList(list: LookupList) {
  return useQuery(lookupListQueryOptions(list, useLanguage()));
}
