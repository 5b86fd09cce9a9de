import { z } from 'zod';
import { QUESTION_TYPES } from '../question-types/types';

/** Whether the runtime knows `zone` as an IANA time zone (what Intl accepts). */
function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `tz`: the teacher's IANA time zone (the web sends the browser's), in which the results spreadsheets
 * write times and which their headers name; UTC when absent.
 */
const timeZoneParam = z.string().max(64).refine(knownTimeZone, 'Not a known time zone.').default('UTC');

/**
 * GET /api/quizz/_export/{codes}?format=…: the spec's .xlsx (the default), a question bank for Moodle,
 * or the questions as CSV (Kahoot's template with a column per type's field).
 */
export const QUESTION_EXPORT_FORMATS = ['xlsx', 'moodlexml', 'gift', 'aiken', 'csv'] as const;
export type QuestionExportFormat = (typeof QUESTION_EXPORT_FORMATS)[number];
export const questionExportQuery = z.object({
  format: z.enum(QUESTION_EXPORT_FORMATS).default('xlsx'),
  tz: timeZoneParam,
});

/** GET /api/quizz/{code}/responses/_export?format=…: one row per participant, for a gradebook. */
export const RESULTS_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ResultsExportFormat = (typeof RESULTS_EXPORT_FORMATS)[number];
export const resultsExportQuery = z.object({
  format: z.enum(RESULTS_EXPORT_FORMATS).default('xlsx'),
  tz: timeZoneParam,
});

/**
 * What a question file could not hold, for the web to say in the teacher's language (by code):
 * `type_not_held` a question left out (its quiz, 1-based place and type); `partial_credit_only` a
 * several-answers question without partial credit written with it (Moodle has no all-or-nothing
 * multiple choice); `case_not_held` a case-sensitive typed answer written without (GIFT); and, per file,
 * `images_left_out` and `explanations_left_out` with their `count` (formats without images or feedback).
 */
export const EXPORT_NOTICE_CODES = [
  'export.type_not_held',
  'export.partial_credit_only',
  'export.case_not_held',
  'export.images_left_out',
  'export.explanations_left_out',
] as const;
export type ExportNoticeCode = (typeof EXPORT_NOTICE_CODES)[number];
export const exportNotice = z.object({
  code: z.enum(EXPORT_NOTICE_CODES),
  quiz: z.string().optional().describe("The quiz's title (notices about one question)"),
  question: z.number().optional().describe("The question's place in its quiz, from 1"),
  type: z.enum(QUESTION_TYPES).optional(),
  count: z.number().optional().describe('How many (notices about the whole file)'),
});
export type ExportNotice = z.infer<typeof exportNotice>;

/** The spec's `{ filename, file }` and what the file could not hold (empty for the .xlsx). */
export const questionExportResult = z.object({
  filename: z.string(),
  file: z.string().describe('base64 of the file'),
  notices: z.array(exportNotice),
});
export type QuestionExportResult = z.infer<typeof questionExportResult>;
