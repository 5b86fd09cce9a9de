import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CopyMarketBody {
  source_tag: string;
  target_tag: string;
}

/** Staff: POST /api/admin/copy_market_quizz -> 201 {copied}; 400 {source_tag, target_tag}. */
export function copyMarket(body: CopyMarketBody): Promise<{ copied: number }> {
  return api.post<{ copied: number }>('/api/admin/copy_market_quizz', body);
}

export function useCopyMarket() {
  return useMutation({ mutationFn: copyMarket });
}
