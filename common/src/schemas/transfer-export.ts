import { z } from 'zod';

/** GET /api/quizz/_export/{codes}?format=…: the spec's .xlsx (the default) or a question bank for Moodle. */
export const QUESTION_EXPORT_FORMATS = ['xlsx', 'moodlexml', 'gift', 'aiken'] as const;
export type QuestionExportFormat = (typeof QUESTION_EXPORT_FORMATS)[number];
export const questionExportQuery = z.object({
  format: z.enum(QUESTION_EXPORT_FORMATS).default('xlsx'),
});

/** GET /api/quizz/{code}/responses/_export?format=…: one row per participant, for a gradebook. */
export const RESULTS_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ResultsExportFormat = (typeof RESULTS_EXPORT_FORMATS)[number];
export const resultsExportQuery = z.object({
  format: z.enum(RESULTS_EXPORT_FORMATS).default('xlsx'),
});
