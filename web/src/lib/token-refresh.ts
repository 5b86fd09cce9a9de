import { parseBody } from './api-error';
import type { SessionStore, TokenPair } from './session';

/** rotated: a new pair is stored (by this call or another tab); refused: the session is over. */
export type RefreshOutcome = 'rotated' | 'refused' | 'unreachable';

function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('quizzical-token-refresh', fn) as Promise<T>) : fn();
}

/**
 * One refresh at a time; every caller that hit a 401 meanwhile waits for the same answer. Refresh
 * tokens are single-use (a reused one revokes the whole family), so tabs also take turns through
 * a Web Lock and skip the refresh when another tab already rotated the pair. `postRefresh` sends the
 * refresh token (without an access token) and answers the response, or throws when none came.
 */
export function createTokenRefresh({
  session,
  postRefresh,
}: {
  session: SessionStore;
  postRefresh: (refresh: string) => Promise<Response>;
}): (usedAccess: string | null) => Promise<RefreshOutcome> {
  let refreshing: Promise<RefreshOutcome> | null = null;

  async function rotate(usedAccess: string | null): Promise<RefreshOutcome> {
    session.reload();
    const current = session.get();
    if (current.access && current.access !== usedAccess) return 'rotated';
    if (!current.refresh) return 'refused';
    try {
      const response = await postRefresh(current.refresh);
      if (!response.ok) return 'refused';
      const tokens = (await parseBody(response)) as TokenPair | undefined;
      if (!tokens?.access || !tokens?.refresh) return 'refused';
      session.setTokens({ access: tokens.access, refresh: tokens.refresh });
      return 'rotated';
    } catch {
      return 'unreachable';
    }
  }

  return (usedAccess) => {
    if (!refreshing) {
      refreshing = withRefreshLock(() => rotate(usedAccess)).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  };
}
