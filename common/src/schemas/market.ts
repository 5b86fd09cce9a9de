import { z } from 'zod';
import { LANGUAGES, MARKET_STATUS } from '../constants';
import { formulasWithinLimits } from '../formulas';
import { MESSAGES } from '../messages';
import { QUESTION_TYPES } from '../question-types/types';
import { integerText, languageField, optionalIntegerText, searchKeyword, textField } from './common';
import {
  ANSWER_MAX,
  imageUrl,
  optionalText,
  questionCardFields,
  questionCardOutputFields,
  requiredText,
} from './question-card';
import { questionTypeFields, questionTypeRules } from './question-types';

/**
 * A market question's type and its fields, as a quiz's question has them (schemas/question-types.ts).
 * Named `question_type` here: the market's `type` is the lookup of question types (spec §3).
 */
const {
  type: questionType,
  explanation: _explanation,
  time_limit: _timeLimit,
  ...typeFields
} = questionTypeFields;

export const MARKET_DESCRIPTION_MAX = 200;
export const MARKET_TAGS_MAX = 500;
export const MARKET_EXPLANATION_MAX = 5_000;

/** Theme, level and type: an id, or 0 / absent for "Not specified". */
const lookupId = optionalIntegerText({ min: 0 })
  .optional()
  .transform((v) => (v ? v : null));

/** POST /api/market/quizz and PATCH (edit) body: the question card rules of the quiz form, plus the market fields. */
export const marketQuestionInput = z
  .object({
    // the basket and the market cards render the description as math, like the question's text
    description: requiredText(MARKET_DESCRIPTION_MAX).superRefine(formulasWithinLimits),
    tags: requiredText(MARKET_TAGS_MAX).superRefine(formulasWithinLimits),
    theme: lookupId,
    level: lookupId,
    type: lookupId,
    /** The question's language; absent: the author's account language (an anonymous proposal: the request's). */
    language: languageField.optional(),
    ...questionCardFields,
    // answers A and B: required by the types that show options (questionTypeRules)
    answer1: optionalText(ANSWER_MAX).superRefine(formulasWithinLimits),
    answer2: optionalText(ANSWER_MAX).superRefine(formulasWithinLimits),
    question_type: questionType,
    ...typeFields,
    explanation: optionalText(MARKET_EXPLANATION_MAX).superRefine(formulasWithinLimits),
    explanationSmallImageUrl: imageUrl,
    explanationBigImageUrl: imageUrl,
  })
  .superRefine((q, ctx) => questionTypeRules({ ...q, type: q.question_type }, ctx));
export type MarketQuestionInput = z.input<typeof marketQuestionInput>;

/** PATCH body: the full payload (edit), or `{status: 1}` (approve). */
export const marketPatchBody = z.union([
  z.object({ status: z.literal(MARKET_STATUS.APPROVED) }).strict(),
  marketQuestionInput,
]);

export const marketSearchBody = z.object({
  active: z.boolean().default(true),
  theme: lookupId,
  level: lookupId,
  type: lookupId,
  /** Only questions in this language; absent or null: every language. */
  language: languageField.nullish(),
  keyword: searchKeyword,
  page: integerText({ min: 0, max: 100_000 }).default(0),
});

export const marketQuestionSchema = z.object({
  id: z.number(),
  description: z.string(),
  /** Staff only. */
  tags: z.string().optional(),
  theme: z.string().nullable(),
  level: z.string().nullable(),
  type: z.string().nullable(),
  theme_id: z.number().nullable(),
  level_id: z.number().nullable(),
  type_id: z.number().nullable(),
  language: z.enum(LANGUAGES),
  ...questionCardOutputFields,
  /** The question's type and its fields (absent from a server that stores single answers only). */
  question_type: z.enum(QUESTION_TYPES).optional(),
  correct_answers: z.array(z.number()).optional(),
  partial_credit: z.boolean().optional(),
  accepted_answers: z.array(z.string()).optional(),
  case_sensitive: z.boolean().optional(),
  correct_value: z.number().nullable().optional(),
  tolerance: z.number().optional(),
  explanation: z.string(),
  explanationSmallImageUrl: z.string(),
  explanationBigImageUrl: z.string(),
  /** Staff only. */
  owner: z.object({ first_name: z.string(), last_name: z.string() }).nullable().optional(),
  status: z.number(),
});
export type MarketQuestion = z.infer<typeof marketQuestionSchema>;
export const marketSearchResult = z.object({ results: z.array(marketQuestionSchema), count: z.number() });

/** Source and target differ: copying a tag onto itself doubles its questions at every call. */
export const copyMarketBody = z
  .object({
    source_tag: textField({ error: MESSAGES.enterSourceTag }).min(1, MESSAGES.enterSourceTag).max(100),
    target_tag: textField({ error: MESSAGES.enterTargetTag }).min(1, MESSAGES.enterTargetTag).max(100),
  })
  .refine((b) => !b.source_tag || b.source_tag.toLowerCase() !== b.target_tag.toLowerCase(), {
    path: ['target_tag'],
    message: 'Choose a target tag other than the source tag.',
  });
