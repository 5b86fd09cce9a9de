import type { ExtraTimeResult, ParticipantAnswers } from '@quizzical/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { api } from '../../../lib/api-client';

const participantPath = (code: string, id: string) =>
  `/api/quizz/${encodeURIComponent(code)}/participants/${encodeURIComponent(id)}`;

/** The participant's key sits under the report's: whatever refreshes the report refreshes it too. */
const participantKey = (code: string, id: string) => [...quizKeys.report(code), 'participant', id] as const;

/** GET /api/quizz/{code}/participants/{id}: one student's answers in the authored order (owner only). */
export function useParticipant(code: string, id: string) {
  return useQuery({
    queryKey: participantKey(code, id),
    queryFn: ({ signal }) => api.get<ParticipantAnswers>(participantPath(code, id), { signal }),
  });
}

/**
 * POST /api/quizz/{code}/participants/{id}/_extra_time {minutes}: moves one student's end of time
 * (400 field errors on `minutes`, 409 once the student ended). The report shows the new minutes after.
 */
export function useGrantExtraTime(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, minutes }: { id: string; minutes: number }) =>
      api.post<ExtraTimeResult>(`${participantPath(code, id)}/_extra_time`, { minutes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.report(code) }),
  });
}
