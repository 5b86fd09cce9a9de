import type { Quiz } from '@quizzical/common';
import { api } from '../../api-client';
import { useQuizStatusMutation } from './quiz-status-mutation';

/** A closed quiz (status 2) started again: the same POST /api/quizz/_start_now/{code} (2 -> 1). */
export function reopenQuiz(code: string): Promise<Quiz> {
  return api.post<Quiz>(`/api/quizz/_start_now/${encodeURIComponent(code.trim())}`);
}

/** Reopens a closed quiz; it counts again in the free plan's limit. */
export const useReopenQuiz = () => useQuizStatusMutation(reopenQuiz);
