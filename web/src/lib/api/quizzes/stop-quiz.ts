import type { Quiz } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api-client';
import { quizKeys } from './keys';

/** POST /api/quizz/_stop_now/{code}: status 1 -> 2 (400 non_field_errors when not allowed). */
export function stopQuiz(code: string): Promise<Quiz> {
  return api.post<Quiz>(`/api/quizz/_stop_now/${encodeURIComponent(code.trim())}`);
}

/**
 * Stops from the dashboard or the results page. Every quiz key is invalidated: the dashboard list and
 * the free-plan counter (a closed quiz no longer counts) follow at once, whichever page stopped it.
 */
export function useStopQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopQuiz,
    onSuccess: async (quiz) => {
      queryClient.setQueryData(quizKeys.detail(quiz.code), quiz);
      await queryClient.invalidateQueries({ queryKey: quizKeys.all });
    },
  });
}
