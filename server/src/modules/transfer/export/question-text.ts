import { splitMath } from '@quizzical/common';
import { escapeText } from 'entities';

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
