import { hasPro, mayAddActiveQuiz, type User } from '@quizzical/common';
import type { DbOrTx } from '../../db/client';
import { freePlanLimitReached } from './plans.errors';

export interface PlansDeps {
  /** Quizzes of the owner that are not closed (the quizzes module's count), read in the caller's transaction. */
  countActiveQuizzes: (ownerId: number, tx: DbOrTx) => Promise<number>;
}

/**
 * Plan entitlements: what the free plan and Pro allow, enforced here (the rule itself is common's
 * `mayAddActiveQuiz`, which the web shows too). Pro comes from a licence valid today (licences, billing).
 * The spec's results cap of 15 responses on the free plan is a message whose flag is never set: it is
 * not enforced anywhere, on purpose.
 */
export function createPlansService({ countActiveQuizzes }: PlansDeps) {
  return {
    /**
     * Refuses one more active quiz beyond the free plan's limit (creating, importing, copying a quiz).
     * Call it in the transaction that adds the quiz, after locking the owner, so that two requests
     * racing cannot both pass.
     */
    async assertMayAddActiveQuiz(user: User, tx: DbOrTx) {
      if (hasPro(user)) return; // no count to read
      if (!mayAddActiveQuiz(user, await countActiveQuizzes(user.id, tx))) throw freePlanLimitReached();
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
