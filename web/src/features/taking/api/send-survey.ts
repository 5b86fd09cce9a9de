import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizPath } from '../../../lib/api/taking/get-start-quiz';
import { takingKeys } from '../../../lib/api/taking/keys';
import { api } from '../../../lib/api-client';

export interface SurveyInput {
  comment?: string;
  rating?: number | null;
}

/**
 * POST /api/quizz/response/_survey/{code}/{session} {comment, rating 1..5} -> 201 {comment, rating}.
 * Only after the end; the server ignores a field the quiz disables.
 */
export function sendSurvey(code: string, sessionId: string, input: SurveyInput) {
  return api.post<{ comment: string; rating: number | null }>(
    `/api/quizz/response/_survey/${quizPath(code)}/${encodeURIComponent(sessionId)}`,
    input,
    { auth: false },
  );
}

export function useSendSurvey(code: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SurveyInput) => sendSurvey(code, sessionId, input),
    // the review shows the comment and rating: a copy read by the end page before them is stale
    onSuccess: () => queryClient.invalidateQueries({ queryKey: takingKeys.reviews(code) }),
  });
}
