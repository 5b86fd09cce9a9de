import { mayAddActiveQuiz } from '@quizzical/common';
import { hasErrorCode } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useQuizzes } from '../api/get-quizzes';
import { isActive } from './quiz-format';

/**
 * The free plan (spec §6): without permission P, at most 5 active quizzes. `blocked` says that a
 * create, duplicate or import would be refused; the server enforces it too (403).
 */
export function useFreePlan() {
  const { hasPro, user } = useAuth();
  const { data } = useQuizzes('');
  const activeCount = data?.filter(isActive).length ?? 0;
  return {
    hasPro,
    activeCount,
    /** The quizzes are loaded, so `activeCount` is real (the counter waits for it). */
    known: data !== undefined,
    blocked: !mayAddActiveQuiz(user, activeCount),
  };
}

/** The server's answer at the free-plan limit. */
export function isFreePlanError(error: unknown): boolean {
  return hasErrorCode(error, 'plans.free_plan_limit');
}
