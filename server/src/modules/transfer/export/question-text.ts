import { splitMath } from '@quizzical/common';
import { escapeText } from 'entities';
import type { QuestionRow } from '../../quizzes/quizzes.table';

/** A quiz as the writers take it: its title and its questions in order. */
export interface ExportedQuiz {
  title: string;
  questions: Pick<QuestionRow, 'text' | 'answer1' | 'answer2' | 'answer3' | 'answer4' | 'correctAnswer'>[];
}

/** A question's answers that are filled in, with whether each is the correct one (A–D order kept). */
export function answersOf(question: ExportedQuiz['questions'][number]) {
  return [question.answer1, question.answer2, question.answer3, question.answer4].flatMap((text, i) =>
    text === '' ? [] : [{ text, correct: question.correctAnswer === i + 1 }],
  );
}

/**
 * Our formulas in the delimiters Moodle's TeX filter reads by default: `\(…\)` inline and `$$…$$`
 * displayed (our import reads both back as `$…$`; a displayed formula comes back inline).
 */
const tex = (formula: string, display: boolean) => (display ? `$$${formula}$$` : `\\(${formula}\\)`);

/**
 * Our text (plain, `$…$` formulas) as HTML: special characters escaped, so that `<b>` typed in a
 * question stays text, and line breaks as `<br>`.
 */
export function toHtml(text: string): string {
  return splitMath(text)
    .map((s) =>
      s.kind === 'math' ? escapeText(tex(s.tex, s.display)) : escapeText(s.text).replace(/\r?\n/g, '<br>'),
    )
    .join('');
}

/** Our text on one line of plain text (Aiken reads one line a question or answer). */
export function toOneLine(text: string): string {
  return splitMath(text)
    .map((s) => (s.kind === 'math' ? tex(s.tex, s.display) : s.text))
    .join('')
    .replace(/\s*\r?\n\s*/g, ' ')
    .trim();
}
