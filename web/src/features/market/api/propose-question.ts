import type { MarketQuestionInput } from '@quizzical/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/market/quizz (anyone) -> 201 {id}; 400 field errors; 429 when rate limited. */
export function proposeQuestion(body: MarketQuestionInput): Promise<{ id: number }> {
  return api.post<{ id: number }>('/api/market/quizz', body);
}

export function useProposeQuestion() {
  return useMutation({ mutationFn: proposeQuestion });
}
