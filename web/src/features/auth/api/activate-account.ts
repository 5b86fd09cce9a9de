import { api } from '../../../lib/api-client';

/** POST /auth/users/activation/ {uid, token} -> 204. */
export function activateAccount(input: { uid: string; token: string }): Promise<void> {
  return api.post<void>('/auth/users/activation/', input, { auth: false });
}
