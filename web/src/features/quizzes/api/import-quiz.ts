import type { Quiz } from '@quizzical/common';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation';
import { api } from '../../../lib/api-client';

/** POST /api/quizz/_import/{code or share_code} -> 201 the copy; 400 quizzes.import_code_invalid, 403 plans.free_plan_limit. */
export function importQuiz(code: string): Promise<Quiz> {
  return api.post<Quiz>(`/api/quizz/_import/${encodeURIComponent(code.trim())}`);
}

export function useImportQuiz() {
  return useInvalidatingMutation(quizKeys.all, importQuiz);
}
