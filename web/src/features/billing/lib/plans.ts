import { FREE_PLAN_ACTIVE_QUIZ_LIMIT } from '@quizzical/common';

/** What each plan gives (spec §6 roles, §9 prices). */
export const PRO_FEATURES = [
  'Unlimited active quizzes',
  'Start, stop, duplicate and import quizzes without limit',
  'Live results, statistics and exports for every quiz',
  'Questions with LaTeX formulas and images',
  'Questions from the Market Quizz',
  'One year, personal licence',
] as const;

export const FREE_FEATURES = [
  `At most ${FREE_PLAN_ACTIVE_QUIZ_LIMIT} active quizzes`,
  'Live results and statistics',
  'Questions with LaTeX formulas and images',
  'Share by link or QR code',
] as const;
