import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { sessionAuth } from '../../../lib/api-client';
import { openEventStream, type StreamStatus } from '../../../lib/event-stream';
import { createRefetchCoalescer } from './refetch-coalescer';

/**
 * Keeps the results report of `code` live: listens to the quiz's event stream and refetches the
 * report on each update (one fetch in flight at most), and once more after a reconnection.
 * Returns the stream's state; the report query polls while it is not 'live'.
 */
export function useLiveResults(code: string): StreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');

  useEffect(() => {
    const queryKey = quizKeys.report(code);
    const coalescer = createRefetchCoalescer(async () => {
      // a refetch already in flight may have started before this change: let it end, then fetch anew
      if (queryClient.isFetching({ queryKey }) > 0) {
        await queryClient.refetchQueries({ queryKey, type: 'active' }, { cancelRefetch: false });
      }
      await queryClient.invalidateQueries({ queryKey, refetchType: 'active' }, { cancelRefetch: false });
    });
    const stream = openEventStream({
      url: `/api/quizz/${encodeURIComponent(code)}/events`,
      auth: sessionAuth,
      onEvent: (event) => {
        if (event.event === 'update') coalescer.trigger();
      },
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
