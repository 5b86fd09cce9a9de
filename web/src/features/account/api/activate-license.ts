import type { License } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { licenseKeys } from '../../../lib/api/licenses/get-licenses';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

/** POST /api/license/_activate/{code} -> 201 the licence; 400 {non_field_errors: [...]} when not valid. */
export function activateLicense(code: string): Promise<License> {
  return api.post<License>(`/api/license/_activate/${encodeURIComponent(code)}`);
}

/** Activates, then re-reads the licences and the user (so the header drops 'No active license' at once). */
export function useActivateLicense() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: activateLicense,
    onSuccess: async () => {
      await Promise.all([refreshUser(), queryClient.invalidateQueries({ queryKey: licenseKeys.all })]);
    },
  });
}
