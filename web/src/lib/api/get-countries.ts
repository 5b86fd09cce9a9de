import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export type Countries = Record<string, string>;

export const countriesQueryKey = ['lookups', 'countries'] as const;

export function getCountries(signal?: AbortSignal): Promise<Countries> {
  return api.get<Countries>('/api/countries/', { auth: false, signal });
}

/** GET /api/countries/: ISO code -> English name (shared by sign-up and the profile form). */
export function useCountries() {
  return useQuery({
    queryKey: countriesQueryKey,
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
