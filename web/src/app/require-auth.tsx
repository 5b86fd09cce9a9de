import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth';
import { Navigate, useLocation } from '../lib/router';

/** Pages of signed-in users: others go to /login, and come back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}
