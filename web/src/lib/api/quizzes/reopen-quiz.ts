import type { Quiz } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api-client';
import { quizKeys } from './keys';

/** A closed quiz (status 2) started again: the same POST /api/quizz/_start_now/{code} (2 -> 1). */
export function reopenQuiz(code: string): Promise<Quiz> {
  return api.post<Quiz>(`/api/quizz/_start_now/${encodeURIComponent(code.trim())}`);
}

/**
 * Reopens from the dashboard or the results page. Every quiz key is invalidated: the list, the
 * free-plan counter (a reopened quiz counts again) and the results report follow at once.
 */
export function useReopenQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenQuiz,
    onSuccess: async (quiz) => {
      queryClient.setQueryData(quizKeys.detail(quiz.code), quiz);
      await queryClient.invalidateQueries({ queryKey: quizKeys.all });
    },
  });
}
