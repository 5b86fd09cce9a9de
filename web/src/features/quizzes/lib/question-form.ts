import {
  ACCEPTED_ANSWERS_MAX,
  ANSWER_FIELDS,
  emptyQuestionCard,
  isQuestionType,
  QUESTION_TIME_MAX,
  QUESTION_TIME_MIN,
  QUIZZES_ERRORS,
  type QuestionCard,
  type QuestionInput,
  type QuestionType,
  questionInput,
} from '@quizzical/common';
import { z } from 'zod';
import { emptyQuestionKeyForm, type QuestionKeyForm } from '../../../lib/question-key-form';
import { typedNumber } from '../../../lib/typed-number';

/** One question card as the editor holds it: the spec's card, its type and the type's key. */
export interface QuestionForm extends QuestionCard, QuestionKeyForm {
  type: QuestionType;
  /** Hosted games: this question's seconds; null = the quiz's time per question. */
  time_limit: number | null;
}

/** A new question card: one correct answer, answer A preselected. */
export const emptyQuestionForm = (): QuestionForm => ({
  ...emptyQuestionCard(),
  type: 'single',
  ...emptyQuestionKeyForm(),
  time_limit: null,
});

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const slots = (v: unknown) =>
  Array.isArray(v)
    ? [...new Set(v.filter((n): n is number => Number.isInteger(n) && n >= 1 && n <= 4))].sort()
    : [];
const texts = (v: unknown) =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string').slice(0, ACCEPTED_ANSWERS_MAX) : [];
/** A stored number as the editor shows it (a draft keeps the text as typed). */
const numberText = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v : '';
const seconds = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= QUESTION_TIME_MIN && v <= QUESTION_TIME_MAX ? v : null;

/** A question card from anything shaped like one (a draft, a saved quiz, a basket question). */
export function questionFrom(q: Partial<Record<keyof QuestionForm, unknown>>): QuestionForm {
  const correct = Number(q.correct_answer);
  const accepted = texts(q.accepted_answers);
  return {
    text: str(q.text),
    answer1: str(q.answer1),
    answer2: str(q.answer2),
    answer3: str(q.answer3),
    answer4: str(q.answer4),
    correct_answer: correct >= 1 && correct <= 4 ? Math.trunc(correct) : 1,
    smallImageUrl: str(q.smallImageUrl),
    bigImageUrl: str(q.bigImageUrl),
    type: isQuestionType(q.type) ? q.type : 'single',
    correct_answers: slots(q.correct_answers),
    partial_credit: typeof q.partial_credit === 'boolean' ? q.partial_credit : true,
    accepted_answers: accepted.length ? accepted : [''],
    case_sensitive: q.case_sensitive === true,
    correct_value: numberText(q.correct_value),
    // a stored tolerance of 0 is the default: the field stays empty
    tolerance: q.tolerance === 0 ? '' : numberText(q.tolerance),
    explanation: str(q.explanation),
    time_limit: seconds(q.time_limit),
  };
}

/** The API's question (POST/PATCH /api/quizz) from a card of the form, with its id in a correction. */
export function questionToInput(q: QuestionForm, id?: number): QuestionInput {
  const tolerance = typedNumber(q.tolerance);
  return {
    ...(id !== undefined && { id }),
    type: q.type,
    text: q.text.trim(),
    answer1: q.answer1.trim(),
    answer2: q.answer2.trim(),
    answer3: q.answer3.trim(),
    answer4: q.answer4.trim(),
    correct_answer: q.correct_answer,
    smallImageUrl: q.smallImageUrl,
    bigImageUrl: q.bigImageUrl,
    correct_answers: [...q.correct_answers].sort(),
    partial_credit: q.partial_credit,
    // the empty fields a teacher added and left are not answers
    accepted_answers: q.accepted_answers.map((a) => a.trim()).filter(Boolean),
    case_sensitive: q.case_sensitive,
    correct_value: typedNumber(q.correct_value) as number | null,
    tolerance: (tolerance ?? 0) as number,
    explanation: q.explanation.trim(),
    time_limit: q.time_limit,
  };
}

/**
 * A card checked by the shared question rules (common's questionInput), on what would be sent: the
 * messages land on the card's own fields.
 */
export const questionFormSchema = z.preprocess(
  (q) => (q && typeof q === 'object' ? questionToInput(questionFrom(q as Partial<QuestionForm>)) : q),
  questionInput,
);

/** Per question, which of its answers A to D are written: what a correction of a started quiz keeps. */
export const writtenAnswersOf = (questions: readonly QuestionCard[]) =>
  questions.map((question) => ANSWER_FIELDS.map((field) => question[field] !== ''));

/**
 * A correction of a started quiz: each question keeps its answers (the server refuses an answer
 * emptied or added, with the same text). Its type stays as saved.
 */
export function checkCorrection(
  written: readonly (readonly boolean[])[],
  questions: readonly QuestionCard[],
  ctx: z.RefinementCtx,
) {
  questions.forEach((question, index) => {
    ANSWER_FIELDS.forEach((field, slot) => {
      if ((question[field] !== '') !== (written[index]?.[slot] ?? false))
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, field],
          message: QUIZZES_ERRORS['quizzes.started_question_kind'],
        });
    });
  });
}
