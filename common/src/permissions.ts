import { FREE_PLAN_ACTIVE_QUIZ_LIMIT, PERMISSION_PRO, PERMISSION_STAFF } from './constants';
import type { User } from './schemas/auth';

/**
 * What a user may do, decided once for the server and the web. The server derives `user_permissions`
 * from the staff flag and the licences valid today (auth.presenters.ts); these read them.
 */
export const isStaff = (user: User | null | undefined) =>
  !!user && (user.is_staff || user.user_permissions.includes(PERMISSION_STAFF));

export const hasPro = (user: User | null | undefined) =>
  !!user && user.user_permissions.includes(PERMISSION_PRO);

/** The free plan's limit: one more active (not closed) quiz below it; Pro has none. */
export const mayAddActiveQuiz = (user: User | null | undefined, activeCount: number) =>
  hasPro(user) || activeCount < FREE_PLAN_ACTIVE_QUIZ_LIMIT;
