/**
 * The kinds of question and the fields that decide how each is answered and scored. Plain values and
 * types only (no zod): the run screen, the server's hot path and the formats import them.
 */

export const QUESTION_TYPES = [
  'single',
  'true_false',
  'multiple',
  'text',
  'numeric',
  'ordering',
  'poll',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** A question without `type` is the spec's single-answer question. */
export const DEFAULT_QUESTION_TYPE: QuestionType = 'single';
export const isQuestionType = (value: unknown): value is QuestionType =>
  typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value);

/** Types a student answers by choosing one option (a stored number 1..4). */
export const ONE_CHOICE_TYPES: readonly QuestionType[] = ['single', 'true_false', 'poll'];
/** Types whose options are the texts answer1…answer4 (true/false shows True/False when they are empty). */
export const OPTION_TYPES: readonly QuestionType[] = ['single', 'true_false', 'multiple', 'ordering', 'poll'];
/** Types that show no options to the student: they type their answer. */
export const TYPED_TYPES: readonly QuestionType[] = ['text', 'numeric'];

/** true/false: the stored numbers of the two options. */
export const TRUE_ANSWER = 1;
export const FALSE_ANSWER = 2;

/** A text question's accepted answers: 1 to 10, each at most 200 characters; a typed answer as long. */
export const ACCEPTED_ANSWERS_MAX = 10;
export const ACCEPTED_ANSWER_MAX = 200;
/** A typed answer: as long as an accepted answer may be. */
export const TYPED_ANSWER_MAX = 200;
/** An ordering question orders 2 to 4 items; the other option types offer 2 to 4 options. */
export const OPTIONS_MIN = 2;
/** The explanation shown with the correct answer in the review (text with formulas). */
export const EXPLANATION_MAX = 5_000;
/** Numbers (a numeric question's value and tolerance, a typed number) stay within ±10^15: exact in a double. */
export const NUMBER_ABS_MAX = 1e15;

/**
 * What decides whether an answer is accepted and how much of a point it is worth: the question's
 * fields as the API names them. Fields of other types are present with their defaults.
 */
export interface QuestionKey {
  type: QuestionType;
  answer1: string;
  answer2: string;
  answer3: string;
  answer4: string;
  /** single: 1..4; true_false: 1 = true, 2 = false. */
  correct_answer: number;
  /** multiple: the stored numbers of the right options. */
  correct_answers: readonly number[];
  /** multiple and ordering: partial credit (default true). */
  partial_credit: boolean;
  /** text: the answers that count as right. */
  accepted_answers: readonly string[];
  case_sensitive: boolean;
  /** numeric: the right value (null only on a question not yet written) and the tolerance around it. */
  correct_value: number | null;
  tolerance: number;
}

/**
 * The fields of `QuestionKey` that belong to one type or another, at their defaults: what a question holds
 * in the fields of the other types. A new object (and arrays) on each call.
 */
export const typeFieldDefaults = () => ({
  correct_answers: [] as number[],
  partial_credit: true,
  accepted_answers: [] as string[],
  case_sensitive: false,
  correct_value: null as number | null,
  tolerance: 0,
});

/**
 * An answer as stored and scored, after `acceptAnswer`: a stored number (single, true_false, poll),
 * stored numbers in ascending order (multiple), the authored item numbers in the student's order
 * (ordering), the typed text (text), a number (numeric).
 */
export type StoredAnswer = number | string | number[];

/** An answer as a client sends it (`answer` in `_save`, `_end`, a live tap); see acceptAnswer. */
export type SentAnswer = unknown;
