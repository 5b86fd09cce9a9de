import {
  type AnswerSummary,
  acceptAnswer,
  answerFraction,
  decodeAnswer,
  encodeAnswer,
  type GivenAnswer,
  type LiveSolution,
  ONE_CHOICE_TYPES,
  orderingItemCount,
  orderingPresentation,
  type QuestionKey,
  type StoredAnswer,
  studentOptions,
  toPresentedOrder,
  typedAnswerKey,
} from '@quizzical/common';
import { questionKeyOf } from '../quizzes/quizzes.presenters';
import type { QuestionRow } from '../quizzes/quizzes.table';
import { answerInvalid, answerSlotEmpty } from '../taking/taking.errors';

// Every question type in a hosted game: a tap judged by common's one rule (acceptAnswer, answerFraction),
// its points scaled by that fraction, and what each screen may see of answers and keys.

/** How many of the class's typed answers (or numbers) the projector lists at the reveal. */
const TOP_ANSWERS = 6;

/** A question's seconds in a hosted game: its own `time_limit`, else the quiz's `question_time`. */
export const questionTimeOf = (
  quizQuestionTime: number | null,
  question: Pick<QuestionRow, 'timeLimit'> | undefined,
) => question?.timeLimit ?? quizQuestionTime;

/**
 * A tap, decided once by common's acceptAnswer: refused (the error of its reason), or its stored columns
 * (a one-choice answer's number, the other types' encoding, as taking stores saves) with the fraction
 * of a point it earns (null: a poll).
 */
export function acceptTap(question: QuestionRow, sent: unknown, sessionId: string) {
  const key = questionKeyOf(question);
  const decision = acceptAnswer(key, sent, { sessionId, questionId: question.id });
  if (!decision.ok)
    return {
      ok: false as const,
      refusal: decision.refusal === 'taking.answer_slot_empty' ? answerSlotEmpty() : answerInvalid(),
    };
  const { answer } = decision;
  const oneChoice = ONE_CHOICE_TYPES.includes(question.type);
  return {
    ok: true as const,
    answer: oneChoice ? (answer as number) : 0,
    response: oneChoice ? null : encodeAnswer(answer),
    fraction: answerFraction(key, answer),
  };
}

/** A stored answer row (one choice: `answer`; other types: `response`) as common's stored answer. */
export const storedAnswerOfRow = (question: QuestionRow, row: { answer: number; response: string | null }) =>
  row.response === null ? row.answer : decodeAnswer(question.type, row.response);

/** A stored answer as its player sent it: an ordering's authored items back into their presented slots. */
export function answerAsSent(question: QuestionRow, answer: StoredAnswer, sessionId: string) {
  if (question.type !== 'ordering' || !Array.isArray(answer)) return answer;
  const presentation = orderingPresentation(sessionId, question.id, orderingItemCount(question));
  return toPresentedOrder(presentation, answer);
}

/** An ordering's items in this player's presented order (their phone always shows them); null otherwise. */
export function playerItems(question: QuestionRow | undefined, sessionId: string) {
  if (question?.type !== 'ordering') return null;
  const shown = studentOptions(question, { sessionId, questionId: question.id });
  return [shown.answer1, shown.answer2, shown.answer3, shown.answer4].slice(0, orderingItemCount(question));
}

/** The fraction a player's stored answer earned (null: no answer, or a poll). */
export function fractionOf(question: QuestionRow, row: { answer: number | null; response: string | null }) {
  if (row.answer === null) return null;
  return answerFraction(questionKeyOf(question), storedAnswerOfRow(question, { ...row, answer: row.answer }));
}

/** The key every screen shows from the reveal on. */
export function solutionOf(question: QuestionRow): LiveSolution {
  const key: QuestionKey = questionKeyOf(question);
  const authored = [key.answer1, key.answer2, key.answer3, key.answer4];
  return {
    type: key.type,
    correct_answer: key.type === 'single' || key.type === 'true_false' ? key.correct_answer : null,
    correct_answers: key.type === 'multiple' ? [...key.correct_answers] : [],
    accepted_answers: key.type === 'text' ? [...key.accepted_answers] : [],
    correct_value: key.type === 'numeric' ? key.correct_value : null,
    tolerance: key.type === 'numeric' ? key.tolerance : 0,
    correct_order: key.type === 'ordering' ? authored.slice(0, orderingItemCount(key)) : [],
  };
}

/** The answers to one question, grouped as stored, with how many players gave each. */
export interface AnswerCount {
  answer: number;
  response: string | null;
  n: number;
}

/**
 * What the class answered, for the projector: per option [A, B, C, D] (one choice: the chosen one;
 * several answers: every ticked one), and the summary (whole and partial points, the most typed texts
 * as the rule compares them, the most given numbers and the one nearest the value).
 */
export function classAnswers(question: QuestionRow, counts: readonly AnswerCount[]) {
  const key = questionKeyOf(question);
  const slots = [0, 0, 0, 0];
  let received = 0;
  let right = 0;
  let partial = 0;
  const given = new Map<string, GivenAnswer>();
  let closest: number | null = null;
  for (const row of counts) {
    received += row.n;
    const answer = storedAnswerOfRow(question, row);
    const fraction = answerFraction(key, answer);
    if (fraction === 1) right += row.n;
    else if (fraction !== null && fraction > 0) partial += row.n;
    if (typeof answer === 'number' && key.type !== 'numeric') {
      if (answer >= 1 && answer <= 4) slots[answer - 1] += row.n;
    } else if (Array.isArray(answer) && key.type === 'multiple') {
      for (const chosen of answer) if (chosen >= 1 && chosen <= 4) slots[chosen - 1] += row.n;
    } else if (key.type === 'text' && typeof answer === 'string') {
      // one line per answer as the rule compares them, spelled as accepted, else its first spelling
      const compared = typedAnswerKey(answer, key.case_sensitive);
      const accepted = key.accepted_answers.find((a) => typedAnswerKey(a, key.case_sensitive) === compared);
      const known = given.get(compared);
      if (known) {
        known.count += row.n;
        if (!accepted && answer < (known.answer as string)) known.answer = answer;
      } else given.set(compared, { answer: accepted ?? answer, count: row.n, correct: fraction === 1 });
    } else if (key.type === 'numeric' && typeof answer === 'number') {
      const known = given.get(String(answer));
      if (known) known.count += row.n;
      else given.set(String(answer), { answer, count: row.n, correct: fraction === 1 });
      const value = key.correct_value ?? 0;
      if (closest === null || Math.abs(answer - value) < Math.abs(closest - value)) closest = answer;
    }
  }
  const top_answers = [...given.values()]
    .sort((a, b) => b.count - a.count || String(a.answer).localeCompare(String(b.answer)))
    .slice(0, TOP_ANSWERS);
  const summary: AnswerSummary = { right, partial, top_answers, closest };
  return { slots, received, summary };
}
