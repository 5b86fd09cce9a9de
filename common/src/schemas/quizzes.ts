import { z } from 'zod';
import {
  ACCOMMODATIONS_MAX,
  LANGUAGES,
  NAME_MAX,
  QUESTION_TIME_DEFAULT,
  QUESTION_TIME_MAX,
  QUESTION_TIME_MIN,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_DURATION_DEFAULT,
  QUIZ_DURATION_MAX,
  QUIZ_DURATION_MIN,
  QUIZ_TITLE_MAX,
  SCORING_DEFAULT,
  SCORING_MODES,
  TIME_FACTOR_MAX,
  TIME_FACTOR_MIN,
} from '../constants';
import { formulasWithinLimits } from '../formulas';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { studentNumberKey } from '../schedule';
import {
  INT4_MAX,
  integer,
  integerText,
  languageField,
  optionalIntegerText,
  searchKeyword,
  textField,
} from './common';
import { ANSWER_MAX, optionalText, questionCardFields, questionCardOutputFields } from './question-card';
import {
  questionTypeFields,
  questionTypeOutputFields,
  questionTypeRules,
  withTypeFieldsOnly,
} from './question-types';

export const QUESTIONS_MAX = 200;

/**
 * When a student may see the correct answers (Moodle's review options): after they end their own
 * session, or only once the teacher closes the quiz. `close` by default: with `end`, a student can
 * open a second session, end it and read the answers while the quiz still runs.
 */
export const REVIEW_AFTER = ['end', 'close'] as const;
export type ReviewAfter = (typeof REVIEW_AFTER)[number];
export const REVIEW_AFTER_DEFAULT: ReviewAfter = 'close';
const reviewAfter = z.enum(REVIEW_AFTER, { error: "Choose 'end' or 'close'." });

/**
 * One question card (spec §3 Question, §5 Quiz save) with its type and the type's fields
 * (schemas/question-types.ts); answers A and B are required by the types that show options.
 */
export const questionInput = z
  .object({
    id: integer({ min: -INT4_MAX }).optional().nullable(),
    ...questionCardFields,
    answer1: optionalText(ANSWER_MAX).superRefine(formulasWithinLimits),
    answer2: optionalText(ANSWER_MAX).superRefine(formulasWithinLimits),
    ...questionTypeFields,
  })
  .superRefine(questionTypeRules)
  .transform(withTypeFieldsOnly);
export type QuestionInput = z.input<typeof questionInput>;

const optionalId = integerText({ min: 1 })
  .nullish()
  .transform((v) => v ?? null);

const duration = integerText({ min: QUIZ_DURATION_MIN, max: QUIZ_DURATION_MAX });
/** Hosting live: seconds per question, null = 'No time limit'. */
const questionTime = integerText({ min: QUESTION_TIME_MIN, max: QUESTION_TIME_MAX }).nullable();
const scoring = z.enum(SCORING_MODES, { error: "Choose 'accuracy' or 'speed'." });

/**
 * Homework: when the quiz opens and closes by itself (ISO 8601 with its offset or Z; null: by hand).
 * The rules between the two and the clock are the service's (common schedule.ts `scheduleProblem`).
 */
const scheduleTime = z.iso
  .datetime({ offset: true, error: FIELD_MESSAGES.invalidDatetime })
  .transform((text) => new Date(text))
  .nullable();

/** One listed student of a quiz that is not anonymous, and the factor of their time. */
export const accommodationInput = z.object({
  student_number: textField().min(1, FIELD_MESSAGES.blank).max(NAME_MAX, FIELD_MESSAGES.tooLong(NAME_MAX)),
  time_factor: z
    .number({ error: FIELD_MESSAGES.invalidNumber })
    .min(TIME_FACTOR_MIN, FIELD_MESSAGES.minValue(TIME_FACTOR_MIN))
    .max(TIME_FACTOR_MAX, FIELD_MESSAGES.maxValue(TIME_FACTOR_MAX)),
});
export const accommodationsInput = z
  .array(accommodationInput, { error: 'Expected a list of students.' })
  .max(ACCOMMODATIONS_MAX, `A quizz lists at most ${ACCOMMODATIONS_MAX} students.`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((entry, i) => {
      const key = studentNumberKey(entry.student_number);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'student_number'],
          message: FIELD_MESSAGES.studentNumberTwice,
        });
      seen.add(key);
    });
  });

/** A quiz's title and description: the API's checks, which the editor's form makes too before it sends. */
export const quizTitle = textField()
  .min(1, MESSAGES.fieldCannotBeEmpty)
  .max(QUIZ_TITLE_MAX, FIELD_MESSAGES.tooLong(QUIZ_TITLE_MAX));
export const quizDescription = optionalText(QUIZ_DESCRIPTION_MAX).superRefine(formulasWithinLimits);

/** The quiz form's fields, without defaults (PATCH takes any subset of them). */
const quizFields = {
  title: quizTitle,
  description: quizDescription,
  duration,
  number_students: optionalIntegerText({ min: 0 }),
  anonymous: z.boolean(),
  random_questions: z.boolean(),
  random_answers: z.boolean(),
  answers_available: z.boolean(),
  review_after: reviewAfter,
  comment_allowed: z.boolean(),
  rating_enabled: z.boolean(),
  question_time: questionTime,
  scoring,
  show_question_on_devices: z.boolean(),
  theme: optionalId,
  level: optionalId,
  type: optionalId,
  opens_at: scheduleTime,
  closes_at: scheduleTime,
  accommodations: accommodationsInput,
  /** The content's language (LANGUAGES): `lang` on its question and answer texts. */
  language: languageField,
  questions: z
    .array(questionInput, { error: 'Expected a list of questions.' })
    .max(QUESTIONS_MAX, `A quizz has at most ${QUESTIONS_MAX} questions.`),
};

/** POST /api/quizz body, with the defaults of a new quiz (spec §5). */
export const quizInput = z.object({
  ...quizFields,
  duration: duration.default(QUIZ_DURATION_DEFAULT),
  number_students: quizFields.number_students.optional().transform((v) => v ?? null),
  anonymous: z.boolean().default(true),
  random_questions: z.boolean().default(false),
  random_answers: z.boolean().default(false),
  answers_available: z.boolean().default(true),
  review_after: reviewAfter.default(REVIEW_AFTER_DEFAULT),
  comment_allowed: z.boolean().default(true),
  rating_enabled: z.boolean().default(true),
  question_time: questionTime.default(QUESTION_TIME_DEFAULT),
  scoring: scoring.default(SCORING_DEFAULT),
  show_question_on_devices: z.boolean().default(true),
  opens_at: scheduleTime.default(null),
  closes_at: scheduleTime.default(null),
  accommodations: accommodationsInput.default([]),
  /** Absent: the author's account language. */
  language: languageField.optional(),
  questions: quizFields.questions.default([]),
});
export type QuizInput = z.input<typeof quizInput>;
/** PATCH /api/quizz/{code}: any subset; absent fields are left as they are. */
export const quizPatch = z.object(quizFields).partial();

export const questionSchema = z.object({
  id: z.number(),
  ...questionCardOutputFields,
  ...questionTypeOutputFields,
});
export type Question = z.infer<typeof questionSchema>;

/** The Quizz entity (spec §3) as its owner reads it. */
export const quizSchema = z.object({
  id: z.number(),
  code: z.string(),
  share_code: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.number(),
  level: z.number().nullable(),
  theme: z.number().nullable(),
  type: z.number().nullable(),
  status: z.number(),
  public: z.boolean(),
  created_date: z.string(),
  number_students: z.number().nullable(),
  num_responses: z.number(),
  num_questions: z.number(),
  anonymous: z.boolean(),
  random_questions: z.boolean(),
  random_answers: z.boolean(),
  comment_allowed: z.boolean(),
  answers_available: z.boolean(),
  review_after: z.enum(REVIEW_AFTER),
  rating_enabled: z.boolean(),
  question_time: z.number().nullable(),
  scoring: z.enum(SCORING_MODES),
  show_question_on_devices: z.boolean(),
  /** Hosted live: 'Host live' was pressed, the game has a state on the server. */
  hosted: z.boolean(),
  /** Homework: opens (0 -> 1) and closes (1 -> 2) by itself then; null: by hand. */
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  accommodations: z.array(z.object({ student_number: z.string(), time_factor: z.number() })),
  language: z.enum(LANGUAGES),
  questions: z.array(questionSchema),
});
export type Quiz = z.infer<typeof quizSchema>;

export const setPublicBody = z.object({ public: z.boolean({ error: FIELD_MESSAGES.required }) });

export const publicQuizSearchBody = z.object({
  page: integerText({ min: 0, max: 10_000 }).default(0),
  theme: optionalId,
  type: optionalId,
  level: optionalId,
  keyword: searchKeyword,
});
export const publicQuizSummary = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  theme: z.number().nullable(),
  type: z.number().nullable(),
  level: z.number().nullable(),
  num_questions: z.number(),
  created_date: z.string(),
  owner: z.object({ first_name: z.string(), last_name: z.string() }),
});
export const publicQuizSearchResult = z.object({ results: z.array(publicQuizSummary), count: z.number() });

export const exportResult = z.object({
  filename: z.string(),
  file: z.string().describe('base64 of the .xlsx'),
});
export const uploadResult = z.object({ smallImageUrl: z.string(), bigImageUrl: z.string() });

/** GET /api/quizz/_link_base: where the student links shown to this teacher start (share dialog, QR code). */
export const linkBaseSchema = z.object({
  base_url: z.string().describe('e.g. http://192.168.1.20:8000 (no trailing slash)'),
  local_only: z.boolean().describe('true when the link only opens on the computer running the server'),
});
export type LinkBaseInfo = z.infer<typeof linkBaseSchema>;
