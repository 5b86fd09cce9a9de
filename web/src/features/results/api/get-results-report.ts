import type { ResultsReport } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { api, isApiError } from '../../../lib/api-client';

/** GET /api/quizz/{code}/responses: the owner's results report (404 for anybody else). */
export function getResultsReport(code: string, signal?: AbortSignal): Promise<ResultsReport> {
  return api.get<ResultsReport>(`/api/quizz/${encodeURIComponent(code)}/responses`, { signal });
}

/**
 * The report, refetched every `pollMs` while the live stream is down (false: the stream drives the
 * refetches). Kept fresh by the stream, so it is never considered stale on its own. Its key sits under
 * the quiz keys: starting or stopping the quiz anywhere refreshes it too.
 */
export const resultsReportQueryOptions = (code: string, pollMs: number | false) =>
  queryOptions({
    queryKey: quizKeys.report(code),
    queryFn: ({ signal }) => getResultsReport(code, signal),
    staleTime: 0,
    // a quiz that is not (or no longer) the user's is not asked for again and again
    refetchInterval: (query) => {
      const error = query.state.error;
      return isApiError(error) && (error.status === 404 || error.status === 403) ? false : pollMs;
    },
    refetchIntervalInBackground: true,
  });

export function useResultsReport(code: string, pollMs: number | false) {
  return useQuery(resultsReportQueryOptions(code, pollMs));
}
