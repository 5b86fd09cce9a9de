import type { Quiz } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { api } from '../../../lib/api-client';

/** POST /api/quizz/_duplicate/{code} -> 201 the copy (403 detail at the free-plan limit). */
export function duplicateQuiz(code: string): Promise<Quiz> {
  return api.post<Quiz>(`/api/quizz/_duplicate/${encodeURIComponent(code.trim())}`);
}

export function useDuplicateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
