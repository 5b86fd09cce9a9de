import { MARKET_STATUS, type MarketQuestion, type MarketQuestionInput } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marketKeys } from '../../../lib/api/market/keys';
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation';
import { api } from '../../../lib/api-client';

/** Staff: PATCH /api/market/quizz/{id} with the full payload (edit) or {status: APPROVED} (approve). */
export function updateQuestion(
  id: number,
  body: MarketQuestionInput | { status: typeof MARKET_STATUS.APPROVED },
): Promise<MarketQuestion> {
  return api.patch<MarketQuestion>(`/api/market/quizz/${id}`, body);
}

export function useEditQuestion() {
  return useInvalidatingMutation(marketKeys.all, ({ id, body }: { id: number; body: MarketQuestionInput }) =>
    updateQuestion(id, body),
  );
}

export function useApproveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => updateQuestion(id, { status: MARKET_STATUS.APPROVED }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
