import type { QuestionType, StoredAnswer } from './types';

/**
 * A stored answer as text and back (the database's column, a finished session's answers): a stored
 * number as its digit, choices and orders as their digits ('13', '3142'), a number as JavaScript writes
 * it (exact round trip), a text as itself.
 */
export function encodeAnswer(answer: StoredAnswer): string {
  if (Array.isArray(answer)) return answer.join('');
  return String(answer);
}

export function decodeAnswer(type: QuestionType, text: string): StoredAnswer {
  switch (type) {
    case 'multiple':
    case 'ordering':
      return [...text].map(Number);
    case 'text':
      return text;
    default:
      return Number(text);
  }
}
