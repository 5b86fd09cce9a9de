import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { inLanguage } from '../../../lib/api/lookups/keys';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/** GET `path` in `language`: public text of an info page, read again at most every five minutes. */
export function infoQueryOptions<T>(queryKey: QueryKey, path: string, language: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(inLanguage(path, language), { auth: false, signal }),
    staleTime: 5 * 60_000,
  });
}

/** An info page's text in the language on screen (`key` makes its query key for a language). */
export function useInfoQuery<T>(key: (language: string) => QueryKey, path: string) {
  const language = useLanguage();
  return useQuery(infoQueryOptions<T>(key(language), path, language));
}
