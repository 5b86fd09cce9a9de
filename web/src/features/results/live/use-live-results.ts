import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { api, isApiError, session } from '../../../lib/api-client';
import { createRefetchCoalescer } from './refetch-coalescer';
import { type LiveStatus, openResultsStream } from './results-stream';

/**
 * A fresh access token for the stream after a 401. The API client owns the refresh (single-use
 * refresh tokens, one refresh shared across calls and tabs): any authenticated call through it
 * rotates the pair when the access token expired, and the session store then holds the new one.
 * null when the session is over (the client has already signed the user out).
 */
export async function refreshAccessToken(): Promise<string | null> {
  try {
    await api.get('/auth/users/me/');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
  return session.get().access;
}

/**
 * Keeps the results report of `code` live: listens to the quiz's event stream and refetches the
 * report on each update (one fetch in flight at most), and once more after a reconnection.
 * Returns the stream's state; the report query polls while it is not 'live'.
 */
export function useLiveResults(code: string): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    const queryKey = quizKeys.report(code);
    const coalescer = createRefetchCoalescer(async () => {
      // a refetch already in flight may have started before this change: let it end, then fetch anew
      if (queryClient.isFetching({ queryKey }) > 0) {
        await queryClient.refetchQueries({ queryKey, type: 'active' }, { cancelRefetch: false });
      }
      await queryClient.invalidateQueries({ queryKey, refetchType: 'active' }, { cancelRefetch: false });
    });
    const stream = openResultsStream({
      url: `/api/quizz/${encodeURIComponent(code)}/events`,
      getAccessToken: () => session.get().access,
      refreshAccessToken,
      onUpdate: coalescer.trigger,
      onReady: (reconnected) => {
        if (reconnected) coalescer.trigger();
      },
      onStatus: setStatus,
    });
    return () => {
      stream.close();
      coalescer.stop();
    };
  }, [code, queryClient]);

  return status;
}
