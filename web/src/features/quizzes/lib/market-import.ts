import { ANSWER_FIELDS } from '@quizzical/common';
import type { BasketItem } from '../../../lib/basket';
import { type QuestionForm, questionFrom } from './question-form';
import type { QuizForm } from './quiz-form';

/**
 * A question of the market basket (spec §3 Selected-questions basket, lib/basket.ts), sent to the
 * editor in the location state `importFromMarket`. Read loosely: `questionFrom` checks every field,
 * and absent type fields mean one correct answer.
 */
export type BasketQuestion = Pick<BasketItem, 'text' | 'answer1' | 'answer2' | 'correctAnswer'> &
  Partial<Omit<BasketItem, 'type'>> & { type?: string };

export const basketToQuestion = (q: BasketQuestion): QuestionForm =>
  questionFrom({ ...q, correct_answer: q.correctAnswer });

/** The basket questions of the location state `importFromMarket`, if any. */
export function basketFromState(state: unknown): BasketQuestion[] {
  if (!state || typeof state !== 'object') return [];
  const list = (state as { importFromMarket?: unknown }).importFromMarket;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (q): q is BasketQuestion =>
      !!q && typeof q === 'object' && typeof (q as BasketQuestion).text === 'string',
  );
}

/**
 * The market question ids this editor took from the basket: from `importFromMarket`, or after the
 * state was replaced (a reload must not add them twice) from `importedMarketIds`. Once the quiz is
 * saved they leave the basket.
 */
export function importedMarketIds(state: unknown): number[] {
  const ids = basketFromState(state).map((q) => q.id);
  const kept =
    state && typeof state === 'object' ? (state as { importedMarketIds?: unknown }).importedMarketIds : [];
  if (Array.isArray(kept)) ids.push(...kept);
  return ids.filter((id): id is number => typeof id === 'number');
}

/** Appends basket questions, replacing a single untouched empty card of a new quiz. */
export function withQuestions(form: QuizForm, added: QuestionForm[]): QuizForm {
  const blank = (q: QuestionForm) =>
    !q.text.trim() && ANSWER_FIELDS.every((f) => !q[f].trim()) && !q.smallImageUrl && !q.bigImageUrl;
  const kept = form.questions.filter((q) => !blank(q));
  return { ...form, questions: [...kept, ...added] };
}
