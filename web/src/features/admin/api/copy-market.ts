import { marketKeys } from '../../../lib/api/market/keys';
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation';
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
  return useInvalidatingMutation(marketKeys.all, copyMarket);
}
