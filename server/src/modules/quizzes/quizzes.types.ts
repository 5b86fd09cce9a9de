import type { QuestionRow, QuizRow } from './quizzes.table';

/** A quiz's participants as the results module tables them: header, then one row per participant. */
export interface ResultsTable {
  header: string[];
  body: (string | number)[][];
}

/** One quiz of the export's workbook: its settings, questions and participants. */
export interface QuizWorkbookItem {
  quiz: QuizRow;
  questions: QuestionRow[];
  results: ResultsTable;
}
