import {
  acceptAnswer,
  answerFraction,
  encodeAnswer,
  ONE_CHOICE_TYPES,
  type QuestionKey,
  type QuestionType,
  type StoredAnswer,
  scoreShare,
} from '@quizzical/common';
import { decodeFinalAnswers, storedAnswerOf } from '../../lib/final-answers';
import { questionKeyOf } from '../quizzes/quizzes.presenters';
import type { QuestionRow } from '../quizzes/quizzes.table';
import { answerInvalid, answerSlotEmpty } from './taking.errors';

/**
 * A student's answer to a question, decided once by common's acceptAnswer: refused with its reason, or
 * the columns the save statement stores (a one-choice answer's number, or the other types' encoding).
 */
export function acceptedSave(question: QuestionRow, sent: unknown, sessionId: string) {
  const decision = acceptAnswer(keyOf(question), sent, { sessionId, questionId: question.id });
  if (!decision.ok)
    throw decision.refusal === 'taking.answer_slot_empty' ? answerSlotEmpty() : answerInvalid();
  const { answer } = decision;
  return isOneChoice(question.type)
    ? { answer: answer as number, response: null }
    : { answer: 0, response: encodeAnswer(answer) };
}

/**
 * A question's key, built once per row: the student path's rows come from the quiz cache and are
 * read-only, and thousands of saves a second decide against the same few.
 */
const keys = new WeakMap<QuestionRow, QuestionKey>();
function keyOf(question: QuestionRow): QuestionKey {
  let key = keys.get(question);
  if (!key) {
    key = questionKeyOf(question);
    keys.set(question, key);
  }
  return key;
}

export const isOneChoice = (type: QuestionType) => ONE_CHOICE_TYPES.includes(type);

/** A quiz whose end cannot be scored by the SQL's one-choice count (taking.ends.repository.ts finishSql). */
export const needsFractionScores = (questions: readonly QuestionRow[]) =>
  questions.some((question) => !isOneChoice(question.type));

/** Saved answer rows by question id, as stored answers. */
export function savedAnswersOf(
  rows: readonly { questionId: number; answer: number; response: string | null }[],
  questions: readonly QuestionRow[],
) {
  const types = new Map(questions.map((question) => [question.id, question.type]));
  const answers = new Map<number, StoredAnswer>();
  for (const row of rows) {
    const type = types.get(row.questionId);
    if (type) answers.set(row.questionId, storedAnswerOf(type, row));
  }
  return answers;
}

/** A finished session's stored answers by question id. */
export function finalAnswersOf(finalAnswers: string, questions: readonly QuestionRow[]) {
  const decoded = decodeFinalAnswers(finalAnswers, questions);
  const answers = new Map<number, StoredAnswer>();
  questions.forEach((question, i) => {
    const answer = decoded[i];
    if (answer !== null) answers.set(question.id, answer);
  });
  return answers;
}

/** A finished session's score (share 0..1, common scoreShare) and its count of whole points. */
export function scoreOfFinalAnswers(finalAnswers: string, questions: readonly QuestionRow[]) {
  const keys = questions.map(questionKeyOf);
  const answers = decodeFinalAnswers(finalAnswers, questions);
  const correct = answers.filter(
    (answer, i) => answer !== null && answerFraction(keys[i], answer) === 1,
  ).length;
  return { score: scoreShare(keys, answers), correct };
}
