import { ANSWER_FIELDS } from '../constants';
import { prng } from '../ordering';
import type { QuestionKey, QuestionType } from './types';

/** How many options (or ordering items) a question has: its written answer texts, in slot order. */
export const filledOptions = (key: Pick<QuestionKey, 'answer1' | 'answer2' | 'answer3' | 'answer4'>) =>
  ANSWER_FIELDS.map((field, i) => (key[field] !== '' ? i + 1 : 0)).filter((n) => n > 0);

/** The items of an ordering question: answer1… up to the last written one (the schema refuses gaps). */
export const orderingItemCount = (key: Pick<QuestionKey, 'answer1' | 'answer2' | 'answer3' | 'answer4'>) =>
  key.answer4 !== '' ? 4 : key.answer3 !== '' ? 3 : key.answer2 !== '' ? 2 : key.answer1 !== '' ? 1 : 0;

/** FNV-1a: a session id (text) to a 32-bit seed. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The order in which a session sees an ordering question's items: presented slot i shows authored
 * item `result[i]` (1-based). Derived from the session id and the question, so every path that knows
 * the session (a save, the state, a live tap) finds the same order without storing it. With three or
 * more items the presented order is never the right one (that would give the answer away); with two
 * it is a coin toss, or the presentation itself would tell the order.
 */
export function orderingPresentation(sessionId: string, questionId: number, itemCount: number): number[] {
  const authored = Array.from({ length: itemCount }, (_, i) => i + 1);
  if (itemCount < 2) return authored;
  const random = prng((hashText(sessionId) ^ Math.imul(questionId, 0x9e3779b1)) >>> 0);
  for (;;) {
    const order = [...authored];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    if (itemCount === 2 || order.some((item, i) => item !== i + 1)) return order;
  }
}

/** The student's order in presented slot numbers -> the same order in authored item numbers. */
export const toAuthoredOrder = (presentation: readonly number[], presentedSlots: readonly number[]) =>
  presentedSlots.map((slot) => presentation[slot - 1]);

/** The student's order in authored item numbers -> presented slot numbers (a saved answer shown again). */
export const toPresentedOrder = (presentation: readonly number[], authoredItems: readonly number[]) =>
  authoredItems.map((item) => presentation.indexOf(item) + 1);

/** The answer texts a student receives for a question: nothing from which its key can be read. */
export interface StudentOptions {
  answer1: string;
  answer2: string;
  answer3: string;
  answer4: string;
}

/**
 * What a student may see of a question's options: typed questions carry empty answer fields; an
 * ordering question's items come in this session's presented order (`orderingPresentation`); the
 * other types show their options as written (the run screen orders them by `answer_order`).
 */
export function studentOptions(
  key: Pick<QuestionKey, 'type' | 'answer1' | 'answer2' | 'answer3' | 'answer4'>,
  session: { sessionId: string; questionId: number },
): StudentOptions {
  if (isTyped(key.type)) return { answer1: '', answer2: '', answer3: '', answer4: '' };
  const texts = [key.answer1, key.answer2, key.answer3, key.answer4];
  if (key.type !== 'ordering')
    return { answer1: texts[0], answer2: texts[1], answer3: texts[2], answer4: texts[3] };
  const presented = orderingPresentation(session.sessionId, session.questionId, orderingItemCount(key));
  const shown = [0, 1, 2, 3].map((i) => (i < presented.length ? texts[presented[i] - 1] : ''));
  return { answer1: shown[0], answer2: shown[1], answer3: shown[2], answer4: shown[3] };
}

const isTyped = (type: QuestionType) => type === 'text' || type === 'numeric';

/**
 * Whether the run screen may shuffle the options by `answer_order` (random_answers): not true/false
 * (true stays before false), not ordering (its order is the presentation), not typed questions.
 */
export const shufflesOptions = (type: QuestionType) =>
  type === 'single' || type === 'multiple' || type === 'poll';
