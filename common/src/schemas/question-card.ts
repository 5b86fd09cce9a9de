import { z } from 'zod';
import { ANSWER_FIELDS } from '../constants';
import { formulasWithinLimits } from '../formulas';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { integerText, textField } from './common';

/** The question card rules, shared by the quiz editor's questions and the market's questions. */

export const QUESTION_TEXT_MAX = 5_000;
export const ANSWER_MAX = 1_000;
export const IMAGE_URL_MAX = 500;

export const requiredText = (max: number) =>
  textField({ multiline: true, error: MESSAGES.fieldCannotBeEmpty })
    .min(1, MESSAGES.fieldCannotBeEmpty)
    .max(max, FIELD_MESSAGES.tooLong(max));
export const optionalText = (max: number) =>
  textField({ multiline: true, error: 'Not a valid string.' })
    .max(max, FIELD_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => v ?? '');
/** Image URLs are the server's own upload paths (or empty): no foreign hosts, no tracking pixels. */
export const IMAGE_URL_PATTERN = /^\/media\/uploads\/[A-Za-z0-9_-]+\.(jpg|png)$/;
export const imageUrl = textField({ trim: false, error: 'Enter a valid image URL.' })
  .max(IMAGE_URL_MAX)
  .refine((v) => v === '' || IMAGE_URL_PATTERN.test(v), 'Enter a valid image URL.')
  .nullish()
  .transform((v) => v ?? '');

/** Text, answers A to D (C and D optional), the correct one (1 to 4), small and big image. */
export const questionCardFields = {
  text: requiredText(QUESTION_TEXT_MAX).superRefine(formulasWithinLimits),
  answer1: requiredText(ANSWER_MAX).superRefine(formulasWithinLimits),
  answer2: requiredText(ANSWER_MAX).superRefine(formulasWithinLimits),
  answer3: optionalText(ANSWER_MAX).superRefine(formulasWithinLimits),
  answer4: optionalText(ANSWER_MAX).superRefine(formulasWithinLimits),
  correct_answer: integerText({ min: 1, max: 4, error: 'Choose the correct answer (1 to 4).' }).default(1),
  smallImageUrl: imageUrl,
  bigImageUrl: imageUrl,
};

/** superRefine step: the chosen answer must be written. */
export function correctAnswerNotEmpty(q: QuestionCard, ctx: z.RefinementCtx) {
  if (!ANSWER_FIELDS.map((f) => q[f])[q.correct_answer - 1]) {
    ctx.addIssue({
      code: 'custom',
      path: ['correct_answer'],
      message: 'The correct answer must not be empty.',
    });
  }
}

/** The same fields as the server answers them (answers may be empty, correct answer 1 to 4). */
export const questionCardOutputFields = {
  text: z.string(),
  answer1: z.string(),
  answer2: z.string(),
  answer3: z.string(),
  answer4: z.string(),
  correct_answer: z.number(),
  smallImageUrl: z.string(),
  bigImageUrl: z.string(),
};
export type QuestionCard = z.infer<z.ZodObject<typeof questionCardOutputFields>>;

/** A new, empty question card (answer A preselected). */
export const emptyQuestionCard = (): QuestionCard => ({
  text: '',
  answer1: '',
  answer2: '',
  answer3: '',
  answer4: '',
  correct_answer: 1,
  smallImageUrl: '',
  bigImageUrl: '',
});
