import type { Quiz, QuizInput } from '@quizzical/common';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation';
import { api } from '../../../lib/api-client';

/** POST /api/quizz -> 201 the new quiz (403 detail at the free-plan limit, 400 field errors). */
export function createQuiz(input: QuizInput): Promise<Quiz> {
  return api.post<Quiz>('/api/quizz', input);
}

export function useCreateQuiz() {
  return useInvalidatingMutation(quizKeys.all, createQuiz);
}
