import { DEFAULT_COUNTRY, type User } from '@quizzical/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SignUpInput {
  first_name: string;
  last_name: string;
  organization_name: string;
  country_code: string;
  email: string;
  password: string;
}

/** POST /auth/users/ (the e-mail is also the username); the server sends the activation mail. */
export function signUp(input: SignUpInput): Promise<User> {
  const email = input.email.trim();
  return api.post<User>(
    '/auth/users/',
    { ...input, email, username: email, country_code: input.country_code || DEFAULT_COUNTRY },
    { auth: false },
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
