import { useMutation } from '@tanstack/react-query';
import { api, session } from '../../../lib/api-client';
import type { TokenPair } from '../../../lib/session';

export interface SetPasswordInput {
  current_password: string;
  new_password: string;
  re_new_password: string;
}

/**
 * POST /auth/users/set_password/ -> 204; field errors on the three passwords. The change revokes every
 * refresh token of the account (other devices are signed out), so this device signs in again with the
 * new password to keep its session.
 */
export async function setPassword(input: SetPasswordInput, email?: string): Promise<void> {
  await api.post<void>('/auth/users/set_password/', input);
  if (!email) return;
  try {
    const tokens = await api.post<TokenPair>(
      '/auth/jwt/create/',
      { username: email, password: input.new_password },
      { auth: false },
    );
    session.setTokens(tokens);
  } catch {
    // the password did change: reporting a failure would invite a retry with the old one; without
    // fresh tokens this device is simply asked to sign in again when its access token expires
  }
}

export function useSetPassword(email?: string) {
  return useMutation({ mutationFn: (input: SetPasswordInput) => setPassword(input, email) });
}
