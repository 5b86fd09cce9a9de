import type { Quiz } from '@quizzical/common';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation';
import { api } from '../../../lib/api-client';

/** POST /api/quizz/_duplicate/{code} -> 201 the copy (403 detail at the free-plan limit). */
export function duplicateQuiz(code: string): Promise<Quiz> {
  return api.post<Quiz>(`/api/quizz/_duplicate/${encodeURIComponent(code.trim())}`);
}

export function useDuplicateQuiz() {
  return useInvalidatingMutation(quizKeys.all, duplicateQuiz);
}
