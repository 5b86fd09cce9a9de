import type { AnswerValue, SessionQuestion } from '@quizzical/common';

export const SLOT_LETTERS = ['A', 'B', 'C', 'D'] as const;

export interface AnswerSlot {
  /** 0..3: the position the student sees (A..D). */
  index: number;
  letter: string;
  text: string;
  /** The stored answer number (1..4) this slot stands for: what is sent and saved. */
  stored: number;
}

/** What a true/false question shows when its texts are empty: True and False in the reader's language. */
export interface TrueFalseTexts {
  true: string;
  false: string;
}

/**
 * The options of a question, in this session's display order: the non-empty answers; a true/false
 * question's two, named by `trueFalse` where the teacher left them empty; none for typed answers.
 */
export function answerSlots(question: SessionQuestion, trueFalse?: TrueFalseTexts): AnswerSlot[] {
  if (question.type === 'text' || question.type === 'numeric') return [];
  const texts = [question.answer1, question.answer2, question.answer3, question.answer4];
  if (question.type === 'true_false') {
    texts[0] = texts[0].trim() || trueFalse?.true || '';
    texts[1] = texts[1].trim() || trueFalse?.false || '';
    texts[2] = '';
    texts[3] = '';
  }
  return texts
    .map((text, index) => ({
      index,
      letter: SLOT_LETTERS[index],
      text,
      stored: question.answer_order[index] ?? index + 1,
    }))
    .filter((slot) => slot.text.trim() !== '');
}

/** Whether an answer says something: an empty text or no box ticked is no answer (yet). */
export const hasAnswer = (answer: AnswerValue | undefined): answer is AnswerValue =>
  answer !== undefined &&
  !(typeof answer === 'string' && answer.trim() === '') &&
  !(Array.isArray(answer) && answer.length === 0);

/**
 * The answers to show after a (re)load: the server's saved answers, overridden by the journal's
 * pending ones (clicked but not yet acknowledged, so newer than what the server has).
 */
export function mergeAnswers(
  questions: readonly SessionQuestion[],
  pending: ReadonlyMap<number, AnswerValue>,
) {
  const ids = new Set(questions.map((q) => q.id));
  const merged = new Map<number, AnswerValue>();
  for (const q of questions) if (q.answer !== null) merged.set(q.id, q.answer);
  for (const [key, answer] of pending) if (ids.has(key)) merged.set(key, answer);
  return merged;
}

/** Where to resume: the first question without an answer, or the last one when all are answered. */
export function resumeIndex(
  questions: readonly SessionQuestion[],
  answers: ReadonlyMap<number, AnswerValue>,
) {
  const first = questions.findIndex((q) => !hasAnswer(answers.get(q.id)));
  return first === -1 ? Math.max(0, questions.length - 1) : first;
}

/** Several answers: the stored numbers ticked, with `stored` ticked or unticked. */
export function toggleChoice(chosen: AnswerValue | undefined, stored: number): number[] {
  const set = new Set(Array.isArray(chosen) ? chosen : []);
  if (set.has(stored)) set.delete(stored);
  else set.add(stored);
  return [...set].sort((a, b) => a - b);
}
