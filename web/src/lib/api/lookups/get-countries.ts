import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';
import { lookupKeys } from './keys';

export type Countries = Record<string, string>;

export function getCountries(signal?: AbortSignal): Promise<Countries> {
  return api.get<Countries>('/api/countries/', { auth: false, signal });
}

export const countriesQueryOptions = queryOptions({
  queryKey: lookupKeys.countries,
  queryFn: ({ signal }) => getCountries(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** GET /api/countries/: ISO code -> English name (shared by sign-up, the profile form and checkout). */
export function useCountries() {
  return useQuery(countriesQueryOptions);
}
