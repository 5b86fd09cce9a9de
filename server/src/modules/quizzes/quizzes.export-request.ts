import {
  type Language,
  normalizeCode,
  type Question,
  type QuestionExportFormat,
  type QuestionExportResult,
  type User,
} from '@quizzical/common';
import { exportCodesCount, quizNotFound } from './quizzes.errors';
import { presentQuestion } from './quizzes.presenters';
import type { QuizzesRepository } from './quizzes.repository';
import type { QuizRow } from './quizzes.table';
import type { QuizWorkbookItem, ResultsTable } from './quizzes.types';

/** Codes one export takes at most. */
const EXPORT_MAX_QUIZZES = 100;

export interface QuizExportDeps {
  repo: Pick<QuizzesRepository, 'findOwnedByCodes' | 'questionsOf'>;
  /**
   * The participants' table of a quiz, times in `zone` (modules/results): the xlsx's Results sheets are
   * the same table as the results page's 'Export results', so the two spreadsheets agree.
   */
  resultsTable: (quiz: QuizRow, zone: string, language: Language) => Promise<ResultsTable>;
  /**
   * Writes quizzes as a question bank for Moodle or a CSV, with what the format could not hold
   * (modules/transfer/export, the home of the export's files).
   */
  writeQuestionBank: (
    quizzes: { title: string; questions: Question[] }[],
    format: Exclude<QuestionExportFormat, 'xlsx'>,
  ) => Promise<QuestionExportResult>;
  /** Writes the spec's workbook, `Quizzical_export.xlsx` (modules/transfer/export). */
  writeWorkbook: (
    items: QuizWorkbookItem[],
    language: Language,
  ) => Promise<{ filename: string; file: string }>;
}

/**
 * The export request: the owner's quizzes among the codes, in the order given, handed to the file
 * writers of modules/transfer/export (the home of the files themselves).
 */
export function createQuizExport({ repo, resultsTable, writeQuestionBank, writeWorkbook }: QuizExportDeps) {
  /**
   * One file for the owner's quizzes among `codes`; any code not owned -> 404. `xlsx` (the spec's) or
   * a question bank for Moodle (transfer/export).
   */
  return async function exportQuizzes(
    user: User,
    codes: string[],
    format: QuestionExportFormat = 'xlsx',
    zone = 'UTC',
  ) {
    const wanted = [...new Set(codes.map(normalizeCode).filter(Boolean))];
    if (wanted.length === 0 || wanted.length > EXPORT_MAX_QUIZZES) throw exportCodesCount(EXPORT_MAX_QUIZZES);
    const rows = await repo.findOwnedByCodes(user.id, wanted);
    if (rows.length !== wanted.length) throw quizNotFound();
    // in the order the codes were given
    const byCode = new Map(rows.map((quiz) => [quiz.code, quiz]));
    const quizzesInOrder = wanted.flatMap((code) => byCode.get(code) ?? []);
    if (format !== 'xlsx') {
      const banks = await Promise.all(
        quizzesInOrder.map(async (quiz) => ({
          title: quiz.title,
          questions: (await repo.questionsOf(quiz.id)).map(presentQuestion),
        })),
      );
      return writeQuestionBank(banks, format);
    }
    const items = await Promise.all(
      quizzesInOrder.map(async (quiz) => ({
        quiz,
        questions: await repo.questionsOf(quiz.id),
        results: await resultsTable(quiz, zone, user.language),
      })),
    );
    // the teacher's language: headers and sheet names (the file name stays the spec's); it holds all
    return { ...(await writeWorkbook(items, user.language)), notices: [] };
  };
}
