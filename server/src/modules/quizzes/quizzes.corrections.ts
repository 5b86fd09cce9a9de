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
});

/** What a correction writes into one existing question (by id). */
export type QuestionCorrection = { id: number } & ReturnType<typeof questionValuesOf>;

/**
 * What kind of question it is, as far as students' answers go: which answer slots are written. A
 * correction may reword an answer, not add one or empty one: students chose among those they saw, and
 * their stored answers point at them. (A question type, once questions have one, belongs here too.)
 */
const kindOf = (question: Pick<QuestionRow, 'answer1' | 'answer2' | 'answer3' | 'answer4'>) =>
  ANSWER_FIELDS.map((field) => (question[field] === '' ? 0 : 1));

/**
 * The corrections of a started or closed quiz's questions: the same questions (by `id`) in the same
 * order, each of the same kind; their wording, images and correct answers may change. Anything else is
 * refused with what cannot change once a quiz has started. `rekeyed`: the ids of the questions whose
 * correct answer moved, so the answers already given are scored again.
 */
export function correctionsOf(existing: QuestionRow[], incoming: QuestionInput[]) {
  if (incoming.length !== existing.length) throw questionsAddedOrRemoved();
  const known = new Set(existing.map((question) => question.id));
  if (incoming.some((question) => question.id == null || !known.has(question.id)))
    throw questionsAddedOrRemoved();
  if (incoming.some((question, i) => question.id !== existing[i].id)) throw questionsReordered();
  const corrections: QuestionCorrection[] = incoming.map((question, i) => {
    const before = kindOf(existing[i]);
    const slot = kindOf(question).findIndex((written, s) => written !== before[s]);
    if (slot !== -1) throw questionKindChanged(i, ANSWER_FIELDS[slot]);
    return { id: existing[i].id, ...questionValuesOf(question) };
  });
  const changed = corrections.filter((correction, i) => !sameQuestion(correction, existing[i]));
  const keyBefore = new Map(existing.map((question) => [question.id, question.correctAnswer]));
  return {
    changed,
    rekeyed: changed
      .filter((correction) => keyBefore.get(correction.id) !== correction.correctAnswer)
      .map((correction) => correction.id),
  };
}

const sameQuestion = (correction: QuestionCorrection, row: QuestionRow) =>
  correction.text === row.text &&
  ANSWER_FIELDS.every((field) => correction[field] === row[field]) &&
  correction.correctAnswer === row.correctAnswer &&
  correction.smallImageUrl === row.smallImageUrl &&
  correction.bigImageUrl === row.bigImageUrl;
