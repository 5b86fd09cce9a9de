import type { Quiz } from '@quizzical/common';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation';
import { api } from '../../../lib/api-client';

/** POST /api/quizz/_set_public/{code} {public} -> the quiz. */
export function setQuizPublic({ code, isPublic }: { code: string; isPublic: boolean }): Promise<Quiz> {
  return api.post<Quiz>(`/api/quizz/_set_public/${encodeURIComponent(code)}`, { public: isPublic });
}

export function useSetQuizPublic() {
  return useInvalidatingMutation(quizKeys.all, setQuizPublic);
}
