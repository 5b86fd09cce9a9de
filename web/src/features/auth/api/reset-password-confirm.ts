import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ResetPasswordConfirmInput {
  uid: string;
  token: string;
  new_password: string;
  re_new_password: string;
}

/** POST /auth/users/reset_password_confirm/ -> 204. */
export function resetPasswordConfirm(input: ResetPasswordConfirmInput): Promise<void> {
  return api.post<void>('/auth/users/reset_password_confirm/', input, { auth: false });
}

export function useResetPasswordConfirm() {
  return useMutation({ mutationFn: resetPasswordConfirm });
}
