import { asc, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { quizSessions, sessionAnswers } from '../taking/taking.table';
import type { QuestionRow, QuizRow } from './quizzes.repository';

const LETTERS = ['', 'A', 'B', 'C', 'D'];
export const EXPORT_FILENAME = 'Quizzical_export.xlsx';

/**
 * One workbook for the selected quizzes: for each quiz a Settings, a Questions and a Results sheet
 * (one row per participant: names, student number, each answer as a letter, score, comment, rating).
 */
export async function buildQuizzesWorkbook(db: Db, items: { quiz: QuizRow; questions: QuestionRow[] }[]) {
  const quizIds = items.map((i) => i.quiz.id);
  const sessions = quizIds.length
    ? await db
        .select()
        .from(quizSessions)
        .where(inArray(quizSessions.quizId, quizIds))
        .orderBy(asc(quizSessions.startDate))
    : [];
  const answers = quizIds.length
    ? await db.select().from(sessionAnswers).where(inArray(sessionAnswers.quizId, quizIds))
    : [];
  const answerOf = new Map(answers.map((a) => [`${a.sessionId}:${a.questionId}`, a.answer]));

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quizzical';
  for (const { quiz, questions } of items) {
    const settings = workbook.addWorksheet(`${quiz.code} Settings`);
    settings.columns = [
      { header: 'Setting', width: 22 },
      { header: 'Value', width: 60 },
    ];
    const statusName = ['Not started', 'Started', 'Closed'][quiz.status] ?? String(quiz.status);
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
    questions.forEach((q, i) => {
      qSheet.addRow([i + 1, q.text, q.answer1, q.answer2, q.answer3, q.answer4, LETTERS[q.correctAnswer]]);
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
    for (const s of sessions.filter((s) => s.quizId === quiz.id)) {
      rSheet.addRow([
        s.firstName,
        s.lastName,
        s.studentNumber,
        ...questions.map((q) => LETTERS[answerOf.get(`${s.id}:${q.id}`) ?? 0]),
        s.score === null ? '' : Math.round(s.score * 1000) / 10,
        s.comment,
        s.rating ?? '',
      ]);
    }
    for (const sheet of [settings, qSheet, rSheet]) sheet.getRow(1).font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
