import { DEFAULT_COUNTRY, type User } from '@quizzical/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getLanguage } from '../../../lib/i18n';

export interface SignUpInput {
  first_name: string;
  last_name: string;
  organization_name: string;
  country_code: string;
  email: string;
  password: string;
}

/**
 * POST /auth/users/ (the e-mail is also the username) in the language on screen, which becomes the
 * account's (its e-mails, spreadsheets and pages); the server sends the activation mail in it.
 */
export function signUp(input: SignUpInput): Promise<User> {
  const email = input.email.trim();
  return api.post<User>(
    '/auth/users/',
    {
      ...input,
      email,
      username: email,
      country_code: input.country_code || DEFAULT_COUNTRY,
      language: getLanguage(),
    },
    { auth: false },
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
