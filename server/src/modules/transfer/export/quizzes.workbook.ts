import { QUIZ_STATUS } from '@quizzical/common';
import { type SheetInput, writeWorkbook } from '../../../lib/spreadsheet';
import type { QuizWorkbookItem } from '../../quizzes/quizzes.service';

const LETTERS = ['', 'A', 'B', 'C', 'D'];
const STATUS_NAMES: Record<number, string> = {
  [QUIZ_STATUS.NOT_STARTED]: 'Not started',
  [QUIZ_STATUS.STARTED]: 'Started',
  [QUIZ_STATUS.CLOSED]: 'Closed',
};
const EXPORT_FILENAME = 'Quizzical_export.xlsx';

/**
 * One workbook for the selected quizzes: for each quiz a Settings, a Questions and a Results sheet. The
 * Results sheet is the results module's participants' table, the one 'Export results' writes (rank,
 * names, student number, status, times, duration, score, each answer as a letter, comment, rating).
 */
export async function writeQuizzesWorkbook(items: QuizWorkbookItem[]) {
  const sheets = items.flatMap(({ quiz, questions, results }): SheetInput[] => [
    {
      name: `${quiz.code} Settings`,
      widths: [22, 60],
      rows: [
        ['Setting', 'Value'],
        ['Title', quiz.title],
        ['Description', quiz.description],
        ['Code', quiz.code],
        ['Status', STATUS_NAMES[quiz.status] ?? String(quiz.status)],
        ['Created', quiz.createdDate.toISOString().slice(0, 10)],
        ['Duration (minutes)', quiz.duration],
        ['Number of students', quiz.numberStudents ?? ''],
        ['Anonymous', yesNo(quiz.anonymous)],
        ['Random questions', yesNo(quiz.randomQuestions)],
        ['Random answers', yesNo(quiz.randomAnswers)],
        ['Answers available', yesNo(quiz.answersAvailable)],
        [
          'Show the correct answers',
          quiz.reviewAfter === 'end' ? 'After the student ends' : 'When the quizz is closed',
        ],
        ['Comments allowed', yesNo(quiz.commentAllowed)],
        ['Rating enabled', yesNo(quiz.ratingEnabled)],
      ],
    },
    {
      name: `${quiz.code} Questions`,
      widths: [5, 50, 25, 25, 25, 25, 9],
      rows: [
        ['No', 'Question', 'A', 'B', 'C', 'D', 'Correct'],
        ...questions.map((question, i) => [
          i + 1,
          question.text,
          question.answer1,
          question.answer2,
          question.answer3,
          question.answer4,
          LETTERS[question.correctAnswer],
        ]),
      ],
    },
    {
      name: `${quiz.code} Results`,
      widths: results.header.map((title) => Math.max(6, Math.min(40, title.length + 2))),
      // an empty cell stays empty; texts are string cells, never formulas
      rows: [results.header, ...results.body.map((row) => row.map((cell) => (cell === '' ? null : cell)))],
    },
  ]);
  return { filename: EXPORT_FILENAME, file: (await writeWorkbook(sheets)).toString('base64') };
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
