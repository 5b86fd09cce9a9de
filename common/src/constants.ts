/** Business constants of spec §9, shared by server and web so both enforce the same numbers. */

export const QUIZ_TITLE_MAX = 60;
export const QUIZ_DESCRIPTION_MAX = 80;
export const QUIZ_DURATION_MIN = 1;
export const QUIZ_DURATION_MAX = 240;
export const QUIZ_DURATION_DEFAULT = 15;
export const QUIZ_DURATION_MARKS = [1, 15, 60, 120, 240] as const;

export const FREE_PLAN_ACTIVE_QUIZ_LIMIT = 5;
export const FREE_PLAN_RESULTS_CAP = 15;

export const PRO_PRICE_PER_YEAR = 49;
export const CURRENCIES = ['CHF', 'EUR'] as const;
export const CHECKOUT_COUNTRIES = ['CH', 'FR', 'IT', 'DE', 'ES', 'PT', 'LU', 'BE'] as const;
export const SALUTATIONS = ['Mr', 'Ms'] as const;
export const DEFAULT_COUNTRY = 'CH';

export const DASHBOARD_PAGE_SIZES = [5, 10, 25, 50] as const;
export const PUBLIC_QUIZ_PAGE_SIZE = 10;
export const MARKET_PAGE_SIZE = 10;
export const PAGINATION_BOUNDARY_COUNT = 2;

export const RESULTS_POLL_MS = 5_000;
export const BILLING_POLL_MS = 2_000;
export const BILLING_POLL_MAX_TRIES = 20;
export const REQUEST_TIMEOUT_MS = 20_000;
export const SUCCESS_SNACKBAR_MS = 5_000;
export const ERROR_SNACKBAR_MS = 6_000;

export const QR_SIZES = [5, 10] as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Generous bounds for free-text fields, so a hostile body cannot bloat rows. */
export const NAME_MAX = 150;
export const EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5_000;

export const RATING_LABELS = ['Very difficult', 'Difficult', 'Neutral', 'Easy', 'Very easy'] as const;

export const PERMISSION_STAFF = 'STAFF';
export const PERMISSION_PRO = 'P';
