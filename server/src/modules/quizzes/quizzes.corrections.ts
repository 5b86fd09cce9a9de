import { ANSWER_FIELDS, type questionInput } from '@quizzical/common';
import type { z } from 'zod';
import { questionKindChanged, questionsAddedOrRemoved, questionsReordered } from './quizzes.errors';
import type { QuestionRow } from './quizzes.table';

type QuestionInput = z.output<typeof questionInput>;

/** A question's stored columns from its input: what a quiz's save writes, and what a correction writes. */
export const questionValuesOf = (question: QuestionInput) => ({
  text: question.text,
  answer1: question.answer1,
  answer2: question.answer2,
  answer3: question.answer3,
  answer4: question.answer4,
  correctAnswer: question.correct_answer,
  smallImageUrl: question.smallImageUrl,
  bigImageUrl: question.bigImageUrl,
  type: question.type,
  correctAnswers: question.correct_answers,
  partialCredit: question.partial_credit,
  acceptedAnswers: question.accepted_answers,
  caseSensitive: question.case_sensitive,
  correctValue: question.correct_value,
  tolerance: question.tolerance,
  explanation: question.explanation,
  timeLimit: question.time_limit,
});

/** What a correction writes into one existing question (by id). */
export type QuestionCorrection = { id: number } & ReturnType<typeof questionValuesOf>;

/**
 * What kind of question it is, as far as students' answers go: its type and which answer slots are
 * written. A correction may reword an answer, not add one or empty one, nor change the type: students
 * answered what they saw, and their stored answers point at it.
 */
const kindOf = (question: Pick<QuestionRow, 'answer1' | 'answer2' | 'answer3' | 'answer4' | 'type'>) =>
  ANSWER_FIELDS.map((field) => (question[field] === '' ? 0 : 1));

/**
 * The corrections of a started or closed quiz's questions: the same questions (by `id`) in the same
 * order, each of the same kind; their wording, images and correct answers may change. Anything else is
 * refused with what cannot change once a quiz has started. `keysChanged`: some correct answer moved, so
 * the answers already given are scored again.
 */
export function correctionsOf(existing: QuestionRow[], incoming: QuestionInput[]) {
  if (incoming.length !== existing.length) throw questionsAddedOrRemoved();
  const known = new Set(existing.map((question) => question.id));
  if (incoming.some((question) => question.id == null || !known.has(question.id)))
    throw questionsAddedOrRemoved();
  if (incoming.some((question, i) => question.id !== existing[i].id)) throw questionsReordered();
  const corrections: QuestionCorrection[] = incoming.map((question, i) => {
    if (question.type !== existing[i].type) throw questionKindChanged(i, 'type');
    const before = kindOf(existing[i]);
    const slot = kindOf(question).findIndex((written, s) => written !== before[s]);
    if (slot !== -1) throw questionKindChanged(i, ANSWER_FIELDS[slot]);
    return { id: existing[i].id, ...questionValuesOf(question) };
  });
  const changed = corrections.filter((correction, i) => !sameQuestion(correction, existing[i]));
  return {
    changed,
    keysChanged: changed.some((correction) => {
      const before = existing.find((question) => question.id === correction.id);
      return !before || !sameKey(correction, before);
    }),
  };
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** The fields that score an answer (of every type): a change of one of them means a regrade. */
const sameKey = (correction: QuestionCorrection, row: QuestionRow) =>
  correction.correctAnswer === row.correctAnswer &&
  sameList(correction.correctAnswers, row.correctAnswers) &&
  correction.partialCredit === row.partialCredit &&
  sameList(correction.acceptedAnswers, row.acceptedAnswers) &&
  correction.caseSensitive === row.caseSensitive &&
  correction.correctValue === row.correctValue &&
  correction.tolerance === row.tolerance;

const sameQuestion = (correction: QuestionCorrection, row: QuestionRow) =>
  correction.text === row.text &&
  ANSWER_FIELDS.every((field) => correction[field] === row[field]) &&
  sameKey(correction, row) &&
  correction.explanation === row.explanation &&
  correction.timeLimit === row.timeLimit &&
  correction.smallImageUrl === row.smallImageUrl &&
  correction.bigImageUrl === row.bigImageUrl;
