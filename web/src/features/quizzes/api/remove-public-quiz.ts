import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { api } from '../../../lib/api-client';

/** POST /api/quizz/_removepublic/{code} (staff): takes a quiz off the public list. */
export function removePublicQuiz(code: string): Promise<{ detail: string }> {
  return api.post<{ detail: string }>(`/api/quizz/_removepublic/${encodeURIComponent(code)}`);
}

export function useRemovePublicQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePublicQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
