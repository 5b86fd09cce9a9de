import type { Quiz } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resultsKeys } from './query-keys';

/** POST /api/quizz/_stop_now/{code}: status 1 -> 2; the quiz comes back. */
export function stopQuiz(code: string): Promise<Quiz> {
  return api.post<Quiz>(`/api/quizz/_stop_now/${encodeURIComponent(code)}`);
}

export function useStopQuiz(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopQuiz(code),
    onSuccess: async (quiz) => {
      queryClient.setQueryData(resultsKeys.quiz(code), quiz);
      await queryClient.invalidateQueries({ queryKey: resultsKeys.all(code) });
    },
  });
}
