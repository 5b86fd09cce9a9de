import { z } from 'zod';
import { ANSWER_FIELDS, QUESTION_TIME_MAX, QUESTION_TIME_MIN } from '../constants';
import { formulasWithinLimits } from '../formulas';
import { FIELD_MESSAGES, MESSAGES, QUESTION_MESSAGES } from '../messages';
import {
  ACCEPTED_ANSWER_MAX,
  ACCEPTED_ANSWERS_MAX,
  DEFAULT_QUESTION_TYPE,
  EXPLANATION_MAX,
  NUMBER_ABS_MAX,
  QUESTION_TYPES,
  type QuestionKey,
  type QuestionType,
} from '../question-types/types';
import { integer, integerText, textField } from './common';
import { optionalText } from './question-card';

/**
 * A question's type and the fields of each type (the issue's table): additive to the spec's question
 * card, every field optional with its default, so a client that knows only single answers still works.
 * Fields of another type are ignored (kept at their defaults when stored); `questionTypeRules` checks
 * what each type needs.
 */

const finiteNumber = (error: string) =>
  z
    .number({ error })
    .min(-NUMBER_ABS_MAX, FIELD_MESSAGES.minValue(-NUMBER_ABS_MAX))
    .max(NUMBER_ABS_MAX, FIELD_MESSAGES.maxValue(NUMBER_ABS_MAX));

export const questionTypeField = z.enum(QUESTION_TYPES, { error: QUESTION_MESSAGES.invalidType });

export const questionTypeFields = {
  type: questionTypeField.nullish().transform((v): QuestionType => v ?? DEFAULT_QUESTION_TYPE),
  /** multiple: the stored numbers (1..4) of the right options. */
  correct_answers: z
    .array(integer({ min: 1, max: 4, error: 'Choose the correct answer (1 to 4).' }), {
      error: 'Expected a list of answer numbers.',
    })
    .max(4, QUESTION_MESSAGES.correctAnswersTwice)
    .nullish()
    .transform((v) => v ?? []),
  /** multiple and ordering: partial credit (default true). */
  partial_credit: z
    .boolean({ error: 'Must be a valid boolean.' })
    .nullish()
    .transform((v) => v ?? true),
  /** text: 1 to 10 accepted answers, each at most 200 characters. */
  accepted_answers: z
    .array(textField().max(ACCEPTED_ANSWER_MAX, FIELD_MESSAGES.tooLong(ACCEPTED_ANSWER_MAX)), {
      error: 'Expected a list of texts.',
    })
    .max(ACCEPTED_ANSWERS_MAX, QUESTION_MESSAGES.acceptedAnswersTooMany(ACCEPTED_ANSWERS_MAX))
    .nullish()
    .transform((v) => v ?? []),
  case_sensitive: z
    .boolean({ error: 'Must be a valid boolean.' })
    .nullish()
    .transform((v) => v ?? false),
  /** numeric: the right value, and how far from it an answer may be (≥ 0, default 0). */
  correct_value: finiteNumber(FIELD_MESSAGES.invalidNumber)
    .nullish()
    .transform((v) => v ?? null),
  tolerance: finiteNumber(FIELD_MESSAGES.invalidNumber)
    .min(0, FIELD_MESSAGES.minValue(0))
    .nullish()
    .transform((v) => v ?? 0),
  /** Shown with the correct answer in the review (text with formulas). */
  explanation: optionalText(EXPLANATION_MAX).superRefine(formulasWithinLimits),
  /** Hosted games: this question's seconds, instead of the quiz's `question_time`; null: the quiz's. */
  time_limit: integerText({ min: QUESTION_TIME_MIN, max: QUESTION_TIME_MAX })
    .nullish()
    .transform((v) => v ?? null),
};

/** The same fields as the server answers them (owner's reads, the review). */
export const questionTypeOutputFields = {
  type: z.enum(QUESTION_TYPES),
  correct_answers: z.array(z.number()),
  partial_credit: z.boolean(),
  accepted_answers: z.array(z.string()),
  case_sensitive: z.boolean(),
  correct_value: z.number().nullable(),
  tolerance: z.number(),
  explanation: z.string(),
  time_limit: z.number().nullable(),
};

/** The fields the type's rules read: a question's key (common question-types) but its scoring options. */
type TypedQuestionFields = Omit<QuestionKey, 'partial_credit' | 'case_sensitive' | 'tolerance'>;

/**
 * superRefine step of a question: what its type needs. Single answers, polls, several answers and
 * orderings need answers A and B; a single answer's correct one must be written; true/false is 1 or 2;
 * several answers need at least one right option, each written; a text question an accepted answer; a
 * numeric question its value; an ordering's items follow one another.
 */
export function questionTypeRules(q: TypedQuestionFields, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const written = (slot: number) => Boolean(q[ANSWER_FIELDS[slot - 1]]);
  const needsOptions =
    q.type === 'single' || q.type === 'multiple' || q.type === 'ordering' || q.type === 'poll';
  if (needsOptions) {
    if (!q.answer1) issue(['answer1'], MESSAGES.fieldCannotBeEmpty);
    if (!q.answer2) issue(['answer2'], MESSAGES.fieldCannotBeEmpty);
  }
  switch (q.type) {
    case 'single':
      if (!written(q.correct_answer)) issue(['correct_answer'], 'The correct answer must not be empty.');
      break;
    case 'true_false':
      if (q.correct_answer !== 1 && q.correct_answer !== 2)
        issue(['correct_answer'], QUESTION_MESSAGES.trueOrFalse);
      break;
    case 'multiple':
      if (q.correct_answers.length === 0) issue(['correct_answers'], QUESTION_MESSAGES.correctAnswersMissing);
      else if (new Set(q.correct_answers).size !== q.correct_answers.length)
        issue(['correct_answers'], QUESTION_MESSAGES.correctAnswersTwice);
      else if (!q.correct_answers.every(written))
        issue(['correct_answers'], QUESTION_MESSAGES.correctAnswersEmpty);
      break;
    case 'text':
      if (q.accepted_answers.length === 0)
        issue(['accepted_answers'], QUESTION_MESSAGES.acceptedAnswersMissing);
      q.accepted_answers.forEach((answer, i) => {
        if (!answer) issue(['accepted_answers', i], FIELD_MESSAGES.blank);
      });
      break;
    case 'numeric':
      if (q.correct_value === null) issue(['correct_value'], QUESTION_MESSAGES.correctValueMissing);
      break;
    case 'ordering':
      if (!q.answer3 && q.answer4) issue(['answer3'], QUESTION_MESSAGES.itemsWithGap);
      break;
    case 'poll':
      break;
  }
}

/**
 * A question's stored form: the fields of other types back to their defaults (they are ignored), a
 * typed question's answer texts empty, a true/false or multiple question's `correct_answer` kept in 1..4.
 */
export function withTypeFieldsOnly<T extends QuestionKey>(q: T): T {
  const out = { ...q };
  if (q.type !== 'multiple') out.correct_answers = [];
  if (q.type !== 'multiple' && q.type !== 'ordering') out.partial_credit = true;
  if (q.type !== 'text') {
    out.accepted_answers = [];
    out.case_sensitive = false;
  }
  if (q.type !== 'numeric') {
    out.correct_value = null;
    out.tolerance = 0;
  }
  if (q.type === 'text' || q.type === 'numeric')
    Object.assign(out, { answer1: '', answer2: '', answer3: '', answer4: '' });
  if (q.type !== 'single' && q.type !== 'true_false') out.correct_answer = 1;
  return out;
}
