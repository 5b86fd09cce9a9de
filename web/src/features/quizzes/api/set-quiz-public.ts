import type { Quiz } from '@quizzical/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { api } from '../../../lib/api-client';

/** POST /api/quizz/_set_public/{code} {public} -> the quiz. */
export function setQuizPublic({ code, isPublic }: { code: string; isPublic: boolean }): Promise<Quiz> {
  return api.post<Quiz>(`/api/quizz/_set_public/${encodeURIComponent(code)}`, { public: isPublic });
}

export function useSetQuizPublic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuizPublic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
