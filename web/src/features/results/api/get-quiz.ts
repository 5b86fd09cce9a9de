import type { Quiz } from '@quizzical/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** GET /api/quizz/{code}: the quiz itself (description, duration, share code…), owner only. */
export function getQuiz(code: string, signal?: AbortSignal): Promise<Quiz> {
  return api.get<Quiz>(`/api/quizz/${encodeURIComponent(code)}`, { signal });
}

export function useQuiz(code: string) {
  return useQuery({ queryKey: resultsKeys.quiz(code), queryFn: ({ signal }) => getQuiz(code, signal) });
}
