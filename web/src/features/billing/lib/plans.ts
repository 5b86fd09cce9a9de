import type { MessageKey } from '../../../lib/i18n';

/** What each plan gives (spec §6 roles, §9 prices), as catalogue keys. */
export const PRO_FEATURES: readonly MessageKey[] = [
  'billing.features.pro.unlimited',
  'billing.features.pro.manage',
  'billing.features.pro.results',
  'billing.features.formulas',
  'billing.features.pro.market',
  'billing.features.pro.licence',
];

/** `billing.features.free.at_most` takes the free plan's limit as `count`. */
export const FREE_FEATURES: readonly MessageKey[] = [
  'billing.features.free.at_most',
  'billing.features.free.results',
  'billing.features.formulas',
  'billing.features.free.share',
];
