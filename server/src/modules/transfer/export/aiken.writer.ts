import { answersOf, type ExportedQuiz, toOneLine } from './question-text';

const LETTERS = ['A', 'B', 'C', 'D'];

/**
 * Aiken (docs.moodle.org/en/Aiken_format): the question on one line, each answer on its own line as
 * `A. …`, then `ANSWER: X`, a blank line between questions. Plain text: line breaks become spaces, and
 * there are no categories, so several quizzes follow one another.
 */
export function writeAiken(quizzes: ExportedQuiz[]): string {
  const out: string[] = [];
  for (const quiz of quizzes) {
    for (const question of quiz.questions) {
      const answers = answersOf(question);
      out.push(toOneLine(question.text));
      answers.forEach((answer, i) => {
        out.push(`${LETTERS[i]}. ${toOneLine(answer.text)}`);
      });
      out.push(`ANSWER: ${LETTERS[answers.findIndex((answer) => answer.correct)]}`, '');
    }
  }
  return out.join('\n');
}
