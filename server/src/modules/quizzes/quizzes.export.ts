import { QUIZ_STATUS } from '@quizzical/common';
import ExcelJS from 'exceljs';
import type { QuestionRow, QuizRow } from './quizzes.table';

/** A quiz's participants as the results module tables them: header, then one row per participant. */
export interface ResultsTable {
  header: string[];
  body: (string | number)[][];
}

const LETTERS = ['', 'A', 'B', 'C', 'D'];
const STATUS_NAMES: Record<number, string> = {
  [QUIZ_STATUS.NOT_STARTED]: 'Not started',
  [QUIZ_STATUS.STARTED]: 'Started',
  [QUIZ_STATUS.CLOSED]: 'Closed',
};
export const EXPORT_FILENAME = 'Quizzical_export.xlsx';

/**
 * One workbook for the selected quizzes: for each quiz a Settings, a Questions and a Results sheet. The
 * Results sheet is the results module's participants' table, the one 'Export results' writes (rank,
 * names, student number, status, times, duration, score, each answer as a letter, comment, rating).
 */
export async function buildQuizzesWorkbook(
  items: { quiz: QuizRow; questions: QuestionRow[]; results: ResultsTable }[],
) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quizzical';
  for (const { quiz, questions, results } of items) {
    const settings = workbook.addWorksheet(`${quiz.code} Settings`);
    settings.columns = [
      { header: 'Setting', width: 22 },
      { header: 'Value', width: 60 },
    ];
    const statusName = STATUS_NAMES[quiz.status] ?? String(quiz.status);
    for (const row of [
      ['Title', quiz.title],
      ['Description', quiz.description],
      ['Code', quiz.code],
      ['Status', statusName],
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
    ]) {
      settings.addRow(row);
    }

    const qSheet = workbook.addWorksheet(`${quiz.code} Questions`);
    qSheet.columns = [
      { header: 'No', width: 5 },
      { header: 'Question', width: 50 },
      { header: 'A', width: 25 },
      { header: 'B', width: 25 },
      { header: 'C', width: 25 },
      { header: 'D', width: 25 },
      { header: 'Correct', width: 9 },
    ];
    questions.forEach((question, i) => {
      qSheet.addRow([
        i + 1,
        question.text,
        question.answer1,
        question.answer2,
        question.answer3,
        question.answer4,
        LETTERS[question.correctAnswer],
      ]);
    });

    const rSheet = workbook.addWorksheet(`${quiz.code} Results`);
    rSheet.addRow(results.header);
    // an empty cell stays empty; texts are string cells, never formulas
    for (const row of results.body) rSheet.addRow(row.map((cell) => (cell === '' ? null : cell)));
    rSheet.columns.forEach((column, i) => {
      column.width = Math.max(6, Math.min(40, results.header[i].length + 2));
    });
    for (const sheet of [settings, qSheet, rSheet]) sheet.getRow(1).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
