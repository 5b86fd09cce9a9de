import { answersOf, type ExportedQuiz, type Notes } from './bank';
import { toOneLine } from './question-text';

const LETTERS = ['A', 'B', 'C', 'D'];

/**
 * Aiken (docs.moodle.org/en/Aiken_format): the question on one line, each answer on its own line as
 * `A. …`, then `ANSWER: X`, a blank line between questions. Plain text: line breaks become spaces, and
 * there are no categories, so several quizzes follow one another. Aiken holds single-answer questions
 * only (a true/false one is written as the choice A. True, B. False); the other types, images and
 * explanations are left out and `notes` counts them.
 */
export function writeAiken(quizzes: ExportedQuiz[], notes: Notes): string {
  const out: string[] = [];
  for (const quiz of quizzes) {
    quiz.questions.forEach((question, i) => {
      const answers =
        question.type === 'true_false'
          ? [
              { text: question.answer1 || 'True', correct: question.correct_answer === 1 },
              { text: question.answer2 || 'False', correct: question.correct_answer !== 1 },
            ]
          : question.type === 'single'
            ? answersOf(question)
            : undefined;
      if (!answers) {
        notes.notHeld(quiz, i, question.type);
        return;
      }
      notes.imageLeftOut(question);
      notes.explanationLeftOut(question);
      out.push(toOneLine(question.text));
      answers.forEach((answer, n) => {
        out.push(`${LETTERS[n]}. ${toOneLine(answer.text)}`);
      });
      out.push(`ANSWER: ${LETTERS[answers.findIndex((answer) => answer.correct)]}`, '');
    });
  }
  return out.join('\n');
}
