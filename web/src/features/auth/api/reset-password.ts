import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/users/reset_password/ {email} -> 204 whether the account exists or not. */
export function resetPassword(input: { email: string }): Promise<void> {
  return api.post<void>('/auth/users/reset_password/', { email: input.email.trim() }, { auth: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
