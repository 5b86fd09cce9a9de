import { QUIZ_STATUS } from '@quizzical/common';
import ExcelJS from 'exceljs';
import type { Participant } from '../taking/taking.service';
import type { QuestionRow, QuizRow } from './quizzes.table';

const LETTERS = ['', 'A', 'B', 'C', 'D'];
const STATUS_NAMES: Record<number, string> = {
  [QUIZ_STATUS.NOT_STARTED]: 'Not started',
  [QUIZ_STATUS.STARTED]: 'Started',
  [QUIZ_STATUS.CLOSED]: 'Closed',
};
export const EXPORT_FILENAME = 'Quizzical_export.xlsx';

/**
 * One workbook for the selected quizzes: for each quiz a Settings, a Questions and a Results sheet
 * (one row per participant: names, student number, each answer as a letter, score, comment, rating).
 * `participants`: of all these quizzes, oldest first (taking's participantsOf).
 */
export async function buildQuizzesWorkbook(
  items: { quiz: QuizRow; questions: QuestionRow[] }[],
  participants: Participant[],
) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quizzical';
  for (const { quiz, questions } of items) {
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
    rSheet.columns = [
      { header: 'First name', width: 16 },
      { header: 'Last name', width: 16 },
      { header: 'Student number', width: 16 },
      ...questions.map((_q, i) => ({ header: `Q${i + 1}`, width: 6 })),
      { header: 'Score (%)', width: 10 },
      { header: 'Comment', width: 40 },
      { header: 'Rating', width: 8 },
    ];
    for (const { session, answers } of participants.filter((p) => p.session.quizId === quiz.id)) {
      rSheet.addRow([
        session.firstName,
        session.lastName,
        session.studentNumber,
        ...questions.map((question) => LETTERS[answers.get(question.id) ?? 0]),
        session.score === null ? '' : Math.round(session.score * 1000) / 10,
        session.comment,
        session.rating ?? '',
      ]);
    }
    for (const sheet of [settings, qSheet, rSheet]) sheet.getRow(1).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
