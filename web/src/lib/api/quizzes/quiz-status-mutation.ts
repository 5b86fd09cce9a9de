import type { Quiz } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from './keys';

/**
 * A change of a quiz's status (stopped, reopened) from the dashboard or the results page: the answered
 * quiz is its detail at once, and every quiz key is invalidated, so the list, the free-plan counter
 * and the results report follow whichever page made the change.
 */
export function useQuizStatusMutation(mutationFn: (code: string) => Promise<Quiz>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (quiz) => {
      queryClient.setQueryData(quizKeys.detail(quiz.code), quiz);
      await queryClient.invalidateQueries({ queryKey: quizKeys.all });
    },
  });
}
