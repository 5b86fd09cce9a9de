import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marketKeys } from '../../../lib/api/market/keys';
import { api } from '../../../lib/api-client';

/** Staff: DELETE /api/market/quizz/{id} -> 204. */
export function deleteQuestion(id: number): Promise<void> {
  return api.delete<void>(`/api/market/quizz/${id}`);
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
