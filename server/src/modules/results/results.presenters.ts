import {
  type AnswerValue,
  FALSE_ANSWER,
  orderingItemCount,
  type QuestionKey,
  TRUE_ANSWER,
} from '@quizzical/common';
import type { Translate } from '../../i18n/catalogue';

/**
 * Questions and answers as a teacher reads them in a spreadsheet: the results exports' participants
 * and item analysis (results.sheet.ts, results.export.ts) and the Questions sheet of 'Export to
 * Excel' (transfer/export/quizzes.workbook.ts) read a key and an answer the same way.
 */

const LETTERS = ['A', 'B', 'C', 'D'];
export type Cell = string | number;

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one) is written with a leading `'` (OWASP's advice for CSV injection).
 */
export function neutralised(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * An answer as a teacher reads it in a spreadsheet: the option's letter (several: "A, C"), true or
 * false in the teacher's language, an order as the items' authored letters ("C > A > B"), a typed text
 * as typed, a number as a number.
 */
export function readableAnswer(question: QuestionKey, answer: AnswerValue | null, t: Translate): Cell {
  if (answer === null) return '';
  if (Array.isArray(answer))
    return answer.map((n) => LETTERS[n - 1]).join(question.type === 'ordering' ? ' > ' : ', ');
  if (question.type === 'text') return neutralised(String(answer));
  if (question.type === 'numeric') return answer;
  if (question.type === 'true_false') return typeof answer === 'number' ? trueOrFalse(answer, t) : '';
  return typeof answer === 'number' ? LETTERS[answer - 1] : '';
}

function trueOrFalse(answer: number, t: Translate): string {
  if (answer === TRUE_ANSWER) return t('sheet.answers.true');
  return answer === FALSE_ANSWER ? t('sheet.answers.false') : '';
}

/**
 * A question's key as the item analysis shows it, read like the answers beside it: the right letter
 * (several: "A, C"), true or false, the accepted texts ("Paris | paris"), the value with its tolerance
 * ("9.81 ± 0.05"), the items in their right order ("A > B > C"); a poll has none.
 */
export function readableKey(question: QuestionKey, t: Translate): Cell {
  switch (question.type) {
    case 'single':
      return LETTERS[question.correct_answer - 1] ?? '';
    case 'true_false':
      return trueOrFalse(question.correct_answer, t);
    case 'multiple':
      return question.correct_answers.map((n) => LETTERS[n - 1]).join(', ');
    case 'text':
      return neutralised(question.accepted_answers.join(' | '));
    case 'numeric':
      if (question.correct_value === null) return '';
      return question.tolerance > 0
        ? neutralised(`${question.correct_value} ± ${question.tolerance}`)
        : question.correct_value;
    case 'ordering':
      return LETTERS.slice(0, orderingItemCount(question)).join(' > ');
    case 'poll':
      return '';
  }
}
