import { describe, expect, it } from 'vitest';
import { FREE_PLAN_ACTIVE_QUIZ_LIMIT, PERMISSION_PRO, PERMISSION_STAFF } from './constants';
import { hasPro, isStaff, mayAddActiveQuiz } from './permissions';
import type { User } from './schemas/auth';

const user = (overrides: Partial<User> = {}): User => ({
  id: 1,
  email: 'a@example.com',
  username: 'a@example.com',
  first_name: '',
  last_name: '',
  country_code: 'CH',
  language: 'en',
  organization_name: '',
  is_staff: false,
  user_permissions: [],
  ...overrides,
});

describe('who may do what', () => {
  it('makes staff of the staff flag or the staff permission, and nobody signed out', () => {
    expect(isStaff(user({ is_staff: true }))).toBe(true);
    expect(isStaff(user({ user_permissions: [PERMISSION_STAFF] }))).toBe(true);
    expect(isStaff(user())).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it('lets a free teacher add active quizzes up to the limit and a Pro teacher without one', () => {
    expect(mayAddActiveQuiz(user(), FREE_PLAN_ACTIVE_QUIZ_LIMIT - 1)).toBe(true);
    expect(mayAddActiveQuiz(user(), FREE_PLAN_ACTIVE_QUIZ_LIMIT)).toBe(false);
    const pro = user({ user_permissions: [PERMISSION_PRO] });
    expect(hasPro(pro)).toBe(true);
    expect(mayAddActiveQuiz(pro, 1_000)).toBe(true);
  });
});
