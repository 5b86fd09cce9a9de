import type { User } from '@quizzical/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export interface UpdateMeInput {
  first_name: string;
  last_name: string;
  organization_name: string;
  country_code: string;
}

/** PATCH /auth/users/me/ -> the updated user, which becomes the signed-in user. */
export function updateMe(input: UpdateMeInput): Promise<User> {
  return api.patch<User>('/auth/users/me/', input);
}

export function useUpdateMe() {
  const { setUser } = useAuth();
  return useMutation({ mutationFn: updateMe, onSuccess: (user) => setUser(user) });
}
