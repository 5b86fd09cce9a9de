import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { api } from '../../../lib/api-client';

/** DELETE /api/quizz/{code} -> 204. */
export function deleteQuiz(code: string): Promise<void> {
  return api.delete<void>(`/api/quizz/${encodeURIComponent(code)}`);
}

/** Deletes every selected quiz (one call each); the list is refreshed even when one call failed. */
export function useDeleteQuizzes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (codes: string[]) => {
      await Promise.all(codes.map(deleteQuiz));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
