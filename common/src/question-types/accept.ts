import { filledOptions, orderingItemCount, orderingPresentation, toAuthoredOrder } from './presentation';
import { NUMBER_ABS_MAX, type QuestionKey, type StoredAnswer, TYPED_ANSWER_MAX } from './types';

/**
 * Why an answer is refused, as the API's error code: an option the question does not have
 * (`taking.answer_slot_empty`, the spec-era code), or an answer of the wrong shape for the question's
 * type (`taking.answer_invalid`: a list for a single answer, a text for a number, an incomplete order).
 */
export type AnswerRefusal = 'taking.answer_slot_empty' | 'taking.answer_invalid';

export type AnswerDecision = { ok: true; answer: StoredAnswer } | { ok: false; refusal: AnswerRefusal };

/** Which session answers which question: an ordering answer is in that session's presented slots. */
export interface AnswerContext {
  sessionId: string;
  questionId: number;
}

const refuse = (refusal: AnswerRefusal): AnswerDecision => ({ ok: false, refusal });
const accept = (answer: StoredAnswer): AnswerDecision => ({ ok: true, answer });

/** A stored number as JSON or as digits ('3': the spec's clients may send numbers as text). */
function optionNumber(sent: unknown): number | undefined {
  const value = typeof sent === 'string' && /^\d{1,2}$/.test(sent) ? Number(sent) : sent;
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

function optionNumbers(sent: unknown): number[] | undefined {
  if (!Array.isArray(sent) || sent.length > 4) return undefined;
  const numbers = sent.map(optionNumber);
  return numbers.every((n) => n !== undefined) ? (numbers as number[]) : undefined;
}

/**
 * The one rule of what a student may answer to a question (the save, the end, a live tap): refused
 * with its reason, or accepted as the answer to store (`StoredAnswer`: choices sorted, an order turned
 * into authored item numbers, a typed text trimmed). The server stores only what this accepted.
 */
export function acceptAnswer(key: QuestionKey, sent: unknown, context: AnswerContext): AnswerDecision {
  switch (key.type) {
    case 'single':
    case 'poll':
    case 'true_false': {
      const chosen = optionNumber(sent);
      if (chosen === undefined) return refuse('taking.answer_invalid');
      const options = key.type === 'true_false' ? [1, 2] : filledOptions(key);
      return options.includes(chosen) ? accept(chosen) : refuse('taking.answer_slot_empty');
    }
    case 'multiple': {
      const chosen = optionNumbers(sent);
      if (chosen === undefined || new Set(chosen).size !== chosen.length)
        return refuse('taking.answer_invalid');
      const options = filledOptions(key);
      if (!chosen.every((n) => options.includes(n))) return refuse('taking.answer_slot_empty');
      return accept([...chosen].sort((a, b) => a - b));
    }
    case 'ordering': {
      const slots = optionNumbers(sent);
      const count = orderingItemCount(key);
      const isPermutation =
        slots !== undefined &&
        slots.length === count &&
        new Set(slots).size === count &&
        slots.every((slot) => slot >= 1 && slot <= count);
      if (!isPermutation) return refuse('taking.answer_invalid');
      return accept(
        toAuthoredOrder(orderingPresentation(context.sessionId, context.questionId, count), slots),
      );
    }
    case 'text': {
      if (typeof sent !== 'string' || sent.includes('\u0000')) return refuse('taking.answer_invalid');
      const typed = sent.trim();
      return typed.length <= TYPED_ANSWER_MAX ? accept(typed) : refuse('taking.answer_invalid');
    }
    case 'numeric':
      return typeof sent === 'number' && Number.isFinite(sent) && Math.abs(sent) <= NUMBER_ABS_MAX
        ? accept(sent)
        : refuse('taking.answer_invalid');
  }
}
