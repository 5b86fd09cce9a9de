import type { Quiz, QuizInput } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { api } from '../../../lib/api-client';

/** POST /api/quizz -> 201 the new quiz (403 detail at the free-plan limit, 400 field errors). */
export function createQuiz(input: QuizInput): Promise<Quiz> {
  return api.post<Quiz>('/api/quizz', input);
}

export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
