import { answersOf, type ExportedQuestion, type ExportedQuiz, multipleFractions, type Notes } from './bank';
import { toHtml } from './question-text';

/**
 * GIFT's escapes (docs.moodle.org/en/GIFT_format): `~ = # { } :` and the backslash itself are written
 * after a backslash, a line break as `\n`; Moodle's reader undoes exactly these.
 */
export function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (ch) => `\\${ch}`).replace(/\r?\n/g, '\\n');
}

const html = (text: string) => escapeGift(toHtml(text));

/** The lines of a question's answer block, or undefined for a type GIFT cannot hold (ordering, poll). */
function answerLines(question: ExportedQuestion): string[] | undefined {
  switch (question.type) {
    case 'single':
      return answersOf(question).map((answer) => `\t${answer.correct ? '=' : '~'}${html(answer.text)}`);
    case 'true_false':
      return [`\t${question.correct_answer === 1 ? 'TRUE' : 'FALSE'}`];
    case 'multiple':
      return multipleFractions(question).map((option) => `\t~%${option.percent}%${html(option.text)}`);
    case 'text':
      // typed answers are plain text in Moodle: only GIFT's escapes
      return question.accepted_answers.map((answer) => `\t=${escapeGift(answer)}`);
    case 'numeric':
      return [`\t#${question.correct_value ?? 0}:${question.tolerance}`];
    default:
      return undefined;
  }
}

/**
 * GIFT: for each quiz a `$CATEGORY:` named after it, then each question as `::Qn::[html]text {…}`, a
 * blank line between questions: multiple choice (`=right ~wrong`, or `~%50%` weights for several right
 * answers), `TRUE`/`FALSE`, short answer (`=accepted`), numerical (`#value:tolerance`), the explanation
 * as general feedback (`####`). Texts are HTML (`[html]`, which Moodle's TeX filter reads), escaped so
 * that `<b>` typed in a question stays text. Orderings, polls and images have no place in GIFT: `notes`
 * counts them.
 */
export function writeGift(quizzes: ExportedQuiz[], notes: Notes): string {
  const out: string[] = [];
  for (const quiz of quizzes) {
    // Moodle reads the category line as it is, without GIFT's escapes: only line breaks are removed
    out.push(`$CATEGORY: $course$/top/${quiz.title.replaceAll('/', '//').replace(/\s+/g, ' ')}`, '');
    quiz.questions.forEach((question, i) => {
      const lines = answerLines(question);
      if (!lines) {
        notes.notHeld(quiz, i, question.type);
        return;
      }
      if (question.type === 'multiple' && !question.partial_credit)
        notes.changed('export.partial_credit_only', quiz, i);
      if (question.type === 'text' && question.case_sensitive) notes.changed('export.case_not_held', quiz, i);
      notes.imageLeftOut(question);
      out.push(`::Q${i + 1}::[html]${html(question.text)} {`, ...lines);
      if (question.explanation) out.push(`\t####[html]${html(question.explanation)}`);
      out.push('}', '');
    });
  }
  return out.join('\n');
}
