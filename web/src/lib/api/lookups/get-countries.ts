import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';
import { useLanguage } from '../../i18n';
import { inLanguage, lookupKeys } from './keys';

export type Countries = Record<string, string>;

export function getCountries(language: string, signal?: AbortSignal): Promise<Countries> {
  return api.get<Countries>(inLanguage('/api/countries/', language), { auth: false, signal });
}

export const countriesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: lookupKeys.countries(language),
    queryFn: ({ signal }) => getCountries(language, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * GET /api/countries/?lang=: ISO code -> the country's name in the language on screen (shared by
 * sign-up, the profile form and checkout).
 */
export function useCountries() {
  return useQuery(countriesQueryOptions(useLanguage()));
}
