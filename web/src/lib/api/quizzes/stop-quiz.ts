import type { Quiz } from '@quizzical/common';
import { api } from '../../api-client';
import { useQuizStatusMutation } from './quiz-status-mutation';

/** POST /api/quizz/_stop_now/{code}: status 1 -> 2 (400 non_field_errors when not allowed). */
export function stopQuiz(code: string): Promise<Quiz> {
  return api.post<Quiz>(`/api/quizz/_stop_now/${encodeURIComponent(code.trim())}`);
}

/** Stops a running quiz; it no longer counts in the free plan's limit. */
export const useStopQuiz = () => useQuizStatusMutation(stopQuiz);
