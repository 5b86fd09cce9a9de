import { hasPro, isStaff, type User } from '@quizzical/common';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { api, session } from './api-client';
import { useLocation, useNavigate } from './router';
import type { TokenPair } from './session';

export interface AuthValue {
  user: User | null;
  /** Tokens are stored: the user counts as signed in (the user object may still be loading). */
  isAuthenticated: boolean;
  isStaff: boolean;
  /** An active Pro licence (permission "P"). */
  hasPro: boolean;
  login(email: string, password: string): Promise<User>;
  logout(): void;
  /** Marks a logout to run once the next navigation has rendered (see useSignOut). */
  logoutAfterNavigation(): void;
  /** Runs a logout marked by logoutAfterNavigation; returns whether there was one. */
  runPendingLogout(): boolean;
  refreshUser(): Promise<User | null>;
  setUser(user: User): void;
}

const AuthContext = createContext<AuthValue | null>(null);

export function fetchMe(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/auth/users/me/', { signal });
}

/** Display name of the header: first and last name, or the e-mail when both are empty. */
export function displayName(user: User): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.email;
}

/** Signed-in state for the whole app; the user is re-read from the server when the app starts. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const current = useSyncExternalStore(session.subscribe, session.get, session.get);

  const refreshUser = useCallback(async () => {
    if (!session.get().access && !session.get().refresh) return null;
    try {
      const user = await fetchMe();
      session.setUser(user);
      return user;
    } catch {
      return session.get().user; // a 401 already logged out; a network error keeps the stored user
    }
  }, []);

  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);

  const login = useCallback(
    async (email: string, password: string) => {
      const tokens = await api.post<TokenPair>(
        '/auth/jwt/create/',
        { username: email, password },
        { auth: false },
      );
      session.setTokens(tokens);
      try {
        const user = await fetchMe();
        session.setUser(user);
        queryClient.clear();
        return user;
      } catch (error) {
        session.clear();
        throw error;
      }
    },
    [queryClient],
  );

  const logout = useCallback(() => {
    session.clear();
    queryClient.clear();
  }, [queryClient]);

  const pendingLogout = useRef<ReturnType<typeof setTimeout> | null>(null);
  const runPendingLogout = useCallback(() => {
    if (!pendingLogout.current) return false;
    clearTimeout(pendingLogout.current);
    pendingLogout.current = null;
    logout();
    return true;
  }, [logout]);
  const logoutAfterNavigation = useCallback(() => {
    if (pendingLogout.current) clearTimeout(pendingLogout.current);
    // safety net: a navigation that never renders must not leave the user signed in
    pendingLogout.current = setTimeout(runPendingLogout, 2_000);
  }, [runPendingLogout]);

  const value = useMemo<AuthValue>(
    () => ({
      user: current.user,
      isAuthenticated: !!(current.access || current.refresh),
      // one rule for server and web (common/src/permissions.ts)
      isStaff: isStaff(current.user),
      hasPro: hasPro(current.user),
      login,
      logout,
      logoutAfterNavigation,
      runPendingLogout,
      refreshUser,
      setUser: (user) => session.setUser(user),
    }),
    [current, login, logout, logoutAfterNavigation, runPendingLogout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * Signs out and goes to `to`. The session is cleared only once the target page has rendered, so a
 * protected page being left does not redirect to /login first (its guard would see the logout).
 */
export function useSignOut(): (to?: string) => Promise<void> {
  const navigate = useNavigate();
  const { logoutAfterNavigation } = useAuth();
  return useCallback(
    async (to = '/') => {
      logoutAfterNavigation();
      await navigate(to, { replace: true });
    },
    [navigate, logoutAfterNavigation],
  );
}

/** Rendered once inside the router: performs the logout of useSignOut after each navigation. */
export function PendingLogoutRunner() {
  const location = useLocation();
  const { runPendingLogout } = useAuth();
  /** the location after which it last ran: once per navigation, not on other renders */
  const ranAfter = useRef<string | null>(null);
  useEffect(() => {
    if (ranAfter.current === location.key) return;
    ranAfter.current = location.key;
    runPendingLogout();
  }, [location.key, runPendingLogout]);
  return null;
}
