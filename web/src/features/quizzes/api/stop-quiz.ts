import type { Quiz } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { quizzesKeys } from './keys';

/** POST /api/quizz/_stop_now/{code}: status 1 -> 2 (400 non_field_errors when not allowed). */
export function stopQuiz(code: string): Promise<Quiz> {
  return api.post<Quiz>(`/api/quizz/_stop_now/${encodeURIComponent(code.trim())}`);
}

export function useStopQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizzesKeys.all }),
  });
}
