import type { MarketQuestion, MarketQuestionInput } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { marketKeys } from './keys';

/** Staff: PATCH /api/market/quizz/{id} with the full payload (edit) or {status: 1} (approve). */
export function updateQuestion(
  id: number,
  body: MarketQuestionInput | { status: 1 },
): Promise<MarketQuestion> {
  return api.patch<MarketQuestion>(`/api/market/quizz/${id}`, body);
}

export function useEditQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MarketQuestionInput }) => updateQuestion(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}

export function useApproveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => updateQuestion(id, { status: 1 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
