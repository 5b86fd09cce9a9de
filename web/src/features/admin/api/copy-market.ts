import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marketKeys } from '../../../lib/api/market/keys';
import { api } from '../../../lib/api-client';

export interface CopyMarketBody {
  source_tag: string;
  target_tag: string;
}

/** Staff: POST /api/admin/copy_market_quizz -> 201 {copied}; 400 {source_tag, target_tag}. */
export function copyMarket(body: CopyMarketBody): Promise<{ copied: number }> {
  return api.post<{ copied: number }>('/api/admin/copy_market_quizz', body);
}

/** The copies show in the market at once (its searches are invalidated). */
export function useCopyMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyMarket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
