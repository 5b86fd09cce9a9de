import type { Quiz, QuizInput } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { api } from '../../../lib/api-client';

/** PATCH /api/quizz/{code}: any subset of the fields (questions only while the quiz is not started). */
export function updateQuiz({ code, input }: { code: string; input: Partial<QuizInput> }): Promise<Quiz> {
  return api.patch<Quiz>(`/api/quizz/${encodeURIComponent(code)}`, input);
}

export function useUpdateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuiz,
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizKeys.detail(quiz.code), quiz);
      return queryClient.invalidateQueries({ queryKey: quizKeys.all });
    },
  });
}
