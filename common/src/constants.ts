/** Business constants of spec §9, shared by server and web so both enforce the same numbers. */

export const QUIZ_TITLE_MAX = 60;
export const QUIZ_DESCRIPTION_MAX = 80;
export const QUIZ_DURATION_MIN = 1;
export const QUIZ_DURATION_MAX = 240;
/** Accommodations: a listed student's time is the duration times their factor (1.25, 1.5, 2...). */
export const TIME_FACTOR_MIN = 1;
export const TIME_FACTOR_MAX = 4;
/** Students a quiz's accommodations list at most (a school's year group). */
export const ACCOMMODATIONS_MAX = 500;
/** Header of a student's 403 'This quizz has not yet started.' on a scheduled quiz: when it opens (ISO 8601). */
export const OPENS_AT_HEADER = 'quizzical-opens-at';
export const QUIZ_DURATION_DEFAULT = 15;
export const QUIZ_DURATION_MARKS = [1, 15, 60, 120, 240] as const;

/*
 * Statuses here rather than beside their schemas: a page that only compares a status must not bring
 * the zod schemas of its module along (about 22 KB compressed on the dashboard).
 */
export const QUIZ_STATUS = { NOT_STARTED: 0, STARTED: 1, CLOSED: 2 } as const;
/** Statuses that count as active (not closed): the free plan limits how many quizzes have one. */
export const ACTIVE_QUIZ_STATUSES = [QUIZ_STATUS.NOT_STARTED, QUIZ_STATUS.STARTED] as const;
/** The four answers of a question card, and the letters they are shown with. */
export const ANSWER_FIELDS = ['answer1', 'answer2', 'answer3', 'answer4'] as const;
export const ANSWER_LETTERS = ['A', 'B', 'C', 'D'] as const;
/** A market question waits for staff review as a proposal; once approved everyone finds it. */
export const MARKET_STATUS = { PROPOSED: 0, APPROVED: 1 } as const;

export const FREE_PLAN_ACTIVE_QUIZ_LIMIT = 5;

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
/**
 * Saves that arrive this long after a session's end are still accepted: it covers network latency and
 * a retry or two on school Wi-Fi, not more (docs/OPERATIONS.md). The server enforces it; the student's
 * page stops retrying a save past it and says the time is over.
 */
export const SAVE_GRACE_MS = 30_000;
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
/** A survey's comment (the end page's form counts it down, without loading the schemas). */
export const COMMENT_MAX = 2_000;
export const EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5_000;

export const RATING_LABELS = ['Very difficult', 'Difficult', 'Neutral', 'Easy', 'Very easy'] as const;

export const PERMISSION_STAFF = 'STAFF';
export const PERMISSION_PRO = 'P';

/*
 * Hosting a quiz live: the teacher paces, the class plays. Plain values here (pages compare
 * them without zod); the schemas are in schemas/live.ts.
 */
/** A hosted question's countdown in seconds; `null` in the quiz means 'No time limit'. */
export const QUESTION_TIME_DEFAULT = 20;
export const QUESTION_TIME_MIN = 5;
export const QUESTION_TIME_MAX = 600;
/** The choices the quiz form offers (plus 'No time limit'). */
export const QUESTION_TIME_CHOICES = [5, 10, 20, 30, 45, 60, 90, 120, 180, 240] as const;
/**
 * `accuracy`: one point per correct answer (the default: speed bonuses are a known fairness complaint);
 * `speed`: up to SPEED_POINTS_MAX for a correct answer, fewer the longer the student took.
 */
export const SCORING_MODES = ['accuracy', 'speed'] as const;
export type ScoringMode = (typeof SCORING_MODES)[number];
export const SCORING_DEFAULT: ScoringMode = 'accuracy';
export const SPEED_POINTS_MAX = 1_000;
/** The leaderboard name of a player of an anonymous hosted quiz. */
export const NICKNAME_MAX = 20;
/**
 * A hosted question's tap counts only if it reached the server before the reveal and less than this
 * after the countdown's end; the countdown's own reveal (its correct answer on every phone) comes this
 * long after the end, so no tap that could still count is sent by someone who saw the answer. It covers
 * a tap pressed as the phone showed 0 (the phone's countdown lags the server by the state's way down,
 * the tap then travels up: a round trip, 50 to 300 ms on school Wi-Fi or 4G) and no more: the whole
 * class waits this long for the reveal, and a tap retried after a longer outage is too late anyway.
 * Hosted taps have no other grace (SAVE_GRACE_MS is for a quiz taken alone, where nothing is revealed).
 */
export const LIVE_TAP_ALLOWANCE_MS = 500;
/** The game's steps, in order; `question` and `reveal` repeat once per question. */
export const LIVE_STEPS = ['lobby', 'question', 'reveal', 'podium'] as const;
export type LiveStep = (typeof LIVE_STEPS)[number];
/** How many names the lobby lists (the newest; the count is always exact). */
export const LOBBY_NAMES_MAX = 200;
/** How many players the leaderboard after each question shows (the podium shows everyone). */
export const REVEAL_LEADERBOARD_SIZE = 10;

/**
 * The languages Quizzical speaks: an account's, a quiz's or a market question's content language, and
 * the language a request asks for. English first: the default and the fallback.
 */
export const LANGUAGES = ['en', 'fr', 'de', 'it', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Each language named in itself, as a language menu lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
  pt: 'Português',
};
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
