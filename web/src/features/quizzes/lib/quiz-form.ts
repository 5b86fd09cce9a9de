import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  QUESTION_TIME_DEFAULT,
  QUESTION_TIME_MAX,
  QUESTION_TIME_MIN,
  QUIZ_DURATION_DEFAULT,
  QUIZ_DURATION_MAX,
  QUIZ_DURATION_MIN,
  type Quiz,
  type QuizInput,
  quizDescription,
  quizTitle,
  REVIEW_AFTER,
  REVIEW_AFTER_DEFAULT,
  type ReviewAfter,
  SCORING_DEFAULT,
  SCORING_MODES,
  type ScoringMode,
} from '@quizzical/common';
import { z } from 'zod';
import type { MessageKey } from '../../../lib/i18n';
import {
  type HomeworkForm,
  homeworkFormFields,
  homeworkFromDraft,
  homeworkToForm,
  homeworkToInput,
  newHomeworkForm,
} from './homework-form';
import {
  checkCorrection,
  emptyQuestionForm,
  type QuestionForm,
  questionFormSchema,
  questionFrom,
  questionToInput,
} from './question-form';

/** The quiz form: number of students, theme and type as the inputs give them (text); homework's fields. */
export interface QuizForm extends HomeworkForm {
  title: string;
  description: string;
  duration: number;
  number_students: string;
  anonymous: boolean;
  random_questions: boolean;
  random_answers: boolean;
  answers_available: boolean;
  review_after: ReviewAfter;
  comment_allowed: boolean;
  rating_enabled: boolean;
  /** Hosted live: seconds per question, null = 'No time limit'. */
  question_time: number | null;
  scoring: ScoringMode;
  show_question_on_devices: boolean;
  theme: string;
  type: string;
  /** The content's language: `lang` on its texts for the students' screen readers and hyphenation. */
  language: Language;
  questions: QuestionForm[];
}

/** The switches, their label and help as catalogue keys. */
export const SWITCHES = [
  { name: 'anonymous', label: 'quizzes.settings.anonymous', help: 'quizzes.settings.anonymous_help' },
  {
    name: 'random_questions',
    label: 'quizzes.settings.random_questions',
    help: 'quizzes.settings.random_questions_help',
  },
  {
    name: 'random_answers',
    label: 'quizzes.settings.random_answers',
    help: 'quizzes.settings.random_answers_help',
  },
  {
    name: 'answers_available',
    label: 'quizzes.settings.answers_available',
    help: 'quizzes.settings.answers_available_help',
  },
  {
    name: 'comment_allowed',
    label: 'quizzes.settings.comment_allowed',
    help: 'quizzes.settings.comment_allowed_help',
  },
  {
    name: 'rating_enabled',
    label: 'quizzes.settings.rating_enabled',
    help: 'quizzes.settings.rating_enabled_help',
  },
] as const satisfies readonly { name: string; label: MessageKey; help: MessageKey }[];

/** The switch of the 'Hosted live' settings, shown with them rather than with the spec's. */
export const LIVE_SWITCH = {
  name: 'show_question_on_devices',
  label: 'quizzes.live.show_question',
  help: 'quizzes.live.show_question_help',
} as const satisfies { name: string; label: MessageKey; help: MessageKey };

/** The choices of 'Scoring' (hosted live). */
export const SCORING_CHOICES: { value: ScoringMode; label: MessageKey }[] = [
  { value: 'accuracy', label: 'quizzes.live.scoring.accuracy' },
  { value: 'speed', label: 'quizzes.live.scoring.speed' },
];

/** The choices of "Show the correct answers", next to the 'Answers available' switch. */
export const REVIEW_AFTER_CHOICES: { value: ReviewAfter; label: MessageKey }[] = [
  { value: 'end', label: 'quizzes.settings.review_after.end' },
  { value: 'close', label: 'quizzes.settings.review_after.close' },
];

/**
 * A new quiz (spec §5 defaults): 15 minutes, anonymous, answers available once the quiz is closed,
 * comments and rating on; its content in `language` (the author's account's).
 */
export const newQuizForm = (language: Language = DEFAULT_LANGUAGE): QuizForm => ({
  title: '',
  description: '',
  duration: QUIZ_DURATION_DEFAULT,
  number_students: '',
  anonymous: true,
  random_questions: false,
  random_answers: false,
  answers_available: true,
  review_after: REVIEW_AFTER_DEFAULT,
  comment_allowed: true,
  rating_enabled: true,
  question_time: QUESTION_TIME_DEFAULT,
  scoring: SCORING_DEFAULT,
  show_question_on_devices: true,
  theme: '',
  type: '',
  language,
  ...newHomeworkForm(),
  questions: [emptyQuestionForm()],
});

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The form of a saved quiz (edit, or a template for a new one). */
export function quizToForm(quiz: Quiz): QuizForm {
  return {
    title: quiz.title,
    description: quiz.description ?? '',
    duration: quiz.duration,
    number_students: quiz.number_students === null ? '' : String(quiz.number_students),
    anonymous: quiz.anonymous,
    random_questions: quiz.random_questions,
    random_answers: quiz.random_answers,
    answers_available: quiz.answers_available,
    review_after: quiz.review_after,
    comment_allowed: quiz.comment_allowed,
    rating_enabled: quiz.rating_enabled,
    question_time: quiz.question_time,
    scoring: quiz.scoring,
    show_question_on_devices: quiz.show_question_on_devices,
    theme: quiz.theme ? String(quiz.theme) : '',
    type: quiz.type ? String(quiz.type) : '',
    language: quiz.language,
    ...homeworkToForm(quiz),
    questions: quiz.questions.map(questionFrom),
  };
}

/** Parses a stored draft back into a form, or null when it is not one. */
export function formFromDraft(value: unknown, language?: Language): QuizForm | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.title !== 'string' || !Array.isArray(v.questions)) return null;
  const base = newQuizForm(language);
  const duration = Number(v.duration);
  const bool = (key: keyof QuizForm) =>
    typeof v[key] === 'boolean' ? (v[key] as boolean) : (base[key] as boolean);
  return {
    title: v.title,
    description: str(v.description),
    duration:
      Number.isInteger(duration) && duration >= QUIZ_DURATION_MIN && duration <= QUIZ_DURATION_MAX
        ? duration
        : base.duration,
    number_students: str(v.number_students),
    anonymous: bool('anonymous'),
    random_questions: bool('random_questions'),
    random_answers: bool('random_answers'),
    answers_available: bool('answers_available'),
    review_after: (REVIEW_AFTER as readonly unknown[]).includes(v.review_after)
      ? (v.review_after as ReviewAfter)
      : base.review_after,
    comment_allowed: bool('comment_allowed'),
    rating_enabled: bool('rating_enabled'),
    question_time: questionTimeFrom(v.question_time, base.question_time),
    scoring: (SCORING_MODES as readonly unknown[]).includes(v.scoring)
      ? (v.scoring as ScoringMode)
      : base.scoring,
    show_question_on_devices: bool('show_question_on_devices'),
    theme: str(v.theme),
    type: str(v.type),
    language: isLanguage(v.language) ? v.language : base.language,
    ...homeworkFromDraft(v),
    questions: v.questions.map((q) => questionFrom((q ?? {}) as Record<string, unknown>)),
  };
}

/** A draft's seconds per question: null ('No time limit') or a whole number in bounds; else the default. */
function questionTimeFrom(value: unknown, fallback: number | null): number | null {
  if (value === null) return null;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= QUESTION_TIME_MIN &&
    value <= QUESTION_TIME_MAX
    ? value
    : fallback;
}

/** The class size's message (shown translated: formFieldText). */
export const NUMBER_STUDENTS_TEXT = 'Leave it empty or enter a whole number, 0 or more.';

/** Client checks (spec §5), with the shared question rules of `common`. */
export const quizFormSchema = z.object({
  title: quizTitle,
  description: quizDescription,
  duration: z.number().int().min(QUIZ_DURATION_MIN).max(QUIZ_DURATION_MAX),
  number_students: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d+$/.test(v), NUMBER_STUDENTS_TEXT),
  anonymous: z.boolean(),
  random_questions: z.boolean(),
  random_answers: z.boolean(),
  answers_available: z.boolean(),
  review_after: z.enum(REVIEW_AFTER),
  comment_allowed: z.boolean(),
  rating_enabled: z.boolean(),
  question_time: z.number().int().min(QUESTION_TIME_MIN).max(QUESTION_TIME_MAX).nullable(),
  scoring: z.enum(SCORING_MODES),
  show_question_on_devices: z.boolean(),
  theme: z.string(),
  type: z.string(),
  language: z.enum(LANGUAGES),
  ...homeworkFormFields,
  questions: z.array(questionFormSchema),
});

/**
 * The form's checks in a correction of a started quiz: the shared ones, and each question keeps its
 * answers (`writtenAnswersOf` of the saved questions).
 */
export const correctionFormSchema = (written: readonly (readonly boolean[])[]) =>
  quizFormSchema.superRefine((form, ctx) => checkCorrection(written, form.questions, ctx));

/**
 * The POST/PATCH body. `questionIds`: a correction of a started quiz, which sends each question with
 * its id (same questions, same order).
 */
export function formToInput(form: QuizForm, { questionIds }: { questionIds?: number[] } = {}): QuizInput {
  const input: QuizInput = {
    title: form.title.trim(),
    description: form.description.trim(),
    duration: form.duration,
    number_students: form.number_students.trim() === '' ? null : Number(form.number_students),
    anonymous: form.anonymous,
    random_questions: form.random_questions,
    random_answers: form.random_answers,
    answers_available: form.answers_available,
    review_after: form.review_after,
    comment_allowed: form.comment_allowed,
    rating_enabled: form.rating_enabled,
    question_time: form.question_time,
    scoring: form.scoring,
    show_question_on_devices: form.show_question_on_devices,
    theme: form.theme ? Number(form.theme) : null,
    type: form.type ? Number(form.type) : null,
    language: form.language,
    ...homeworkToInput(form),
  };
  // the schema's output (a submitted form) holds numbers where the form holds text: read both
  input.questions = form.questions.map((q, i) => questionToInput(questionFrom(q), questionIds?.[i]));
  return input;
}
