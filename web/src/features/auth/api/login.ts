import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /auth/jwt/create/ then GET /auth/users/me/ (done by the auth context, which keeps the session). */
export function useLogin() {
  const { login } = useAuth();
  return useMutation({ mutationFn: ({ email, password }: LoginInput) => login(email, password) });
}
