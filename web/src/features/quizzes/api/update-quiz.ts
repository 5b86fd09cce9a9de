import type { Quiz, QuizInput } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { quizzesKeys } from './keys';

/** PATCH /api/quizz/{code}: any subset of the fields (questions only while the quiz is not started). */
export function updateQuiz({ code, input }: { code: string; input: Partial<QuizInput> }): Promise<Quiz> {
  return api.patch<Quiz>(`/api/quizz/${encodeURIComponent(code)}`, input);
}

export function useUpdateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuiz,
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizzesKeys.detail(quiz.code), quiz);
      return queryClient.invalidateQueries({ queryKey: quizzesKeys.all });
    },
  });
}
