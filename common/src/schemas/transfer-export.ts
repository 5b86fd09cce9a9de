import { z } from 'zod';

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

/** GET /api/quizz/_export/{codes}?format=…: the spec's .xlsx (the default) or a question bank for Moodle. */
export const QUESTION_EXPORT_FORMATS = ['xlsx', 'moodlexml', 'gift', 'aiken'] as const;
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
