import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SetPasswordInput {
  current_password: string;
  new_password: string;
  re_new_password: string;
}

/** POST /auth/users/set_password/ -> 204; field errors on the three passwords. */
export function setPassword(input: SetPasswordInput): Promise<void> {
  return api.post<void>('/auth/users/set_password/', input);
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
