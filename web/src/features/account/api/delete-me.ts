import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /auth/users/me/ {current_password} -> 204; 400 {"current_password": [...]} when wrong. */
export function deleteMe(input: { current_password: string }): Promise<void> {
  return api.delete<void>('/auth/users/me/', input);
}

export function useDeleteMe() {
  return useMutation({ mutationFn: deleteMe });
}
