import { quizKeys } from '../../../lib/api/quizzes/keys';
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation';
import { api } from '../../../lib/api-client';

/** POST /api/quizz/_removepublic/{code} (staff): takes a quiz off the public list. */
export function removePublicQuiz(code: string): Promise<{ detail: string }> {
  return api.post<{ detail: string }>(`/api/quizz/_removepublic/${encodeURIComponent(code)}`);
}

export function useRemovePublicQuiz() {
  return useInvalidatingMutation(quizKeys.all, removePublicQuiz);
}
