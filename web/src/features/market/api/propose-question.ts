import type { MarketQuestionInput } from '@quizzical/common';
import { marketKeys } from '../../../lib/api/market/keys';
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation';
import { api } from '../../../lib/api-client';

/** POST /api/market/quizz (anyone) -> 201 {id}; 400 field errors; 429 when rate limited. */
export function proposeQuestion(body: MarketQuestionInput): Promise<{ id: number }> {
  return api.post<{ id: number }>('/api/market/quizz', body);
}

/** A staff member who proposes sees the proposal in the market's list of proposals at once. */
export function useProposeQuestion() {
  return useInvalidatingMutation(marketKeys.all, proposeQuestion);
}
