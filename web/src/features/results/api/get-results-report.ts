import type { ResultsReport } from '@quizzical/common';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/quizz/{code}/responses: the owner's results report (404 for anybody else). */
export async function getResultsReport(code: string, signal?: AbortSignal): Promise<ResultsReport> {
  const data = await api.get<ResultsReport | string>(`/api/quizz/${encodeURIComponent(code)}/responses`, {
    signal,
  });
  // the server currently answers this route without a content-type (its custom serializer drops
  // it), so the client hands the JSON over as text: parse it here until that is fixed
  return typeof data === 'string' ? (JSON.parse(data) as ResultsReport) : data;
}

/**
 * The report, refetched every `pollMs` while the live stream is down (false: the stream drives the
 * refetches). Kept fresh by the stream, so it is never considered stale on its own.
 */
export function useResultsReport(code: string, pollMs: number | false) {
  return useQuery({
    queryKey: resultsKeys.report(code),
    queryFn: ({ signal }) => getResultsReport(code, signal),
    staleTime: 0,
    // a quiz that is not (or no longer) the user's is not asked for again and again
    refetchInterval: (query) => {
      const error = query.state.error;
      return isApiError(error) && (error.status === 404 || error.status === 403) ? false : pollMs;
    },
    refetchIntervalInBackground: true,
  });
}
