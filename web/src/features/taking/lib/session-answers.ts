import type { SessionQuestion } from '@quizzical/common';

export const SLOT_LETTERS = ['A', 'B', 'C', 'D'] as const;

export interface AnswerSlot {
  /** 0..3: the position the student sees (A..D). */
  index: number;
  letter: string;
  text: string;
  /** The stored answer number (1..4) this slot stands for: what is sent and saved. */
  stored: number;
}

/** The non-empty answers of a question, in this session's display order. */
export function answerSlots(question: SessionQuestion): AnswerSlot[] {
  const texts = [question.answer1, question.answer2, question.answer3, question.answer4];
  return texts
    .map((text, index) => ({
      index,
      letter: SLOT_LETTERS[index],
      text,
      stored: question.answer_order[index] ?? index + 1,
    }))
    .filter((slot) => slot.text.trim() !== '');
}

/**
 * The answers to show after a (re)load: the server's saved answers, overridden by the journal's
 * pending ones (clicked but not yet acknowledged, so newer than what the server has).
 */
export function mergeAnswers(questions: readonly SessionQuestion[], pending: ReadonlyMap<number, number>) {
  const ids = new Set(questions.map((q) => q.id));
  const merged = new Map<number, number>();
  // the single-answer screens: other types' answers are not numbers
  for (const q of questions) if (typeof q.answer === 'number') merged.set(q.id, q.answer);
  for (const [key, answer] of pending) if (ids.has(key)) merged.set(key, answer);
  return merged;
}

/** Where to resume: the first question without an answer, or the last one when all are answered. */
export function resumeIndex(questions: readonly SessionQuestion[], answers: ReadonlyMap<number, number>) {
  const first = questions.findIndex((q) => !answers.has(q.id));
  return first === -1 ? Math.max(0, questions.length - 1) : first;
}
