import type { License } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client';

/**
 * TanStack Query keys of the user's licences (server module `licenses`). The account page, the
 * billing page and the payment confirmation read them: activating a licence or a paid checkout
 * invalidates `licenseKeys.all`, so each of them shows it.
 */
export const licenseKeys = {
  all: ['licenses'] as const,
  list: (active: boolean) => ['licenses', 'list', { active }] as const,
};

/** GET /api/license (?active=true keeps those valid today) -> the signed-in user's licences. */
export function getLicenses(active: boolean, signal?: AbortSignal): Promise<License[]> {
  return api.get<License[]>('/api/license', { query: active ? { active: 'true' } : undefined, signal });
}

export const licensesQueryOptions = (active = false) =>
  queryOptions({
    queryKey: licenseKeys.list(active),
    queryFn: ({ signal }) => getLicenses(active, signal),
  });

/** Every licence (active and expired), or only those valid today. */
export function useLicenses(active = false) {
  return useQuery(licensesQueryOptions(active));
}
