import type { Quiz } from '@quizzical/common';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation';
import { api } from '../../../lib/api-client';

/** POST /api/quizz/_start_now/{code}: status 0 -> 1 (400 non_field_errors when not allowed). */
export function startQuiz(code: string): Promise<Quiz> {
  return api.post<Quiz>(`/api/quizz/_start_now/${encodeURIComponent(code.trim())}`);
}

export function useStartQuiz() {
  return useInvalidatingMutation(quizKeys.all, startQuiz);
}
