import type { License } from '@quizzical/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const billingLicensesKey = (active: boolean) => ['billing', 'licenses', active] as const;

/** GET /api/license (?active=true keeps those valid today) -> the signed-in user's licences. */
export function getLicenses(active: boolean, signal?: AbortSignal): Promise<License[]> {
  return api.get<License[]>('/api/license', { query: active ? { active: 'true' } : undefined, signal });
}

export function useLicenses(active = false) {
  return useQuery({
    queryKey: billingLicensesKey(active),
    queryFn: ({ signal }) => getLicenses(active, signal),
  });
}
