import { answersOf, type ExportedQuiz, toHtml } from './question-text';

/**
 * GIFT's escapes (docs.moodle.org/en/GIFT_format): `~ = # { } :` and the backslash itself are written
 * after a backslash, a line break as `\n`; Moodle's reader undoes exactly these.
 */
export function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (ch) => `\\${ch}`).replace(/\r?\n/g, '\\n');
}

/**
 * GIFT: for each quiz a `$CATEGORY:` named after it, then each question as `::Qn::[html]text{=right
 * ~wrong…}`, a blank line between questions. Texts are HTML (`[html]`, which Moodle's TeX filter
 * reads), escaped so that `<b>` typed in a question stays text.
 */
export function writeGift(quizzes: ExportedQuiz[]): string {
  const out: string[] = [];
  for (const quiz of quizzes) {
    // Moodle reads the category line as it is, without GIFT's escapes: only line breaks are removed
    out.push(`$CATEGORY: $course$/top/${quiz.title.replaceAll('/', '//').replace(/\s+/g, ' ')}`, '');
    quiz.questions.forEach((question, i) => {
      out.push(`::Q${i + 1}::[html]${escapeGift(toHtml(question.text))} {`);
      for (const answer of answersOf(question)) {
        out.push(`\t${answer.correct ? '=' : '~'}${escapeGift(toHtml(answer.text))}`);
      }
      out.push('}', '');
    });
  }
  return out.join('\n');
}
