import type { License } from '@quizzical/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const accountLicensesKey = ['account', 'licenses'] as const;

/** GET /api/license -> every licence of the signed-in user (active and expired). */
export function getLicenses(signal?: AbortSignal): Promise<License[]> {
  return api.get<License[]>('/api/license', { signal });
}

export function useLicenses() {
  return useQuery({ queryKey: accountLicensesKey, queryFn: ({ signal }) => getLicenses(signal) });
}
