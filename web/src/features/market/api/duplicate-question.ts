import type { MarketQuestion } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marketKeys } from '../../../lib/api/market/keys';
import { api } from '../../../lib/api-client';

/** Staff: POST /api/market/quizz/_duplicate {id} -> 201 the copy. */
export function duplicateQuestion(id: number): Promise<MarketQuestion> {
  return api.post<MarketQuestion>('/api/market/quizz/_duplicate', { id });
}

export function useDuplicateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateQuestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
