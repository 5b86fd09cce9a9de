import { z } from 'zod';

/** POST /api/quizz/_import_file: the formats a question file may be in. */
export const IMPORT_FILE_FORMATS = ['moodlexml', 'gift', 'aiken', 'xlsx', 'csv'] as const;
export type ImportFileFormat = (typeof IMPORT_FILE_FORMATS)[number];
export const importFileFormat = z.enum(IMPORT_FILE_FORMATS, {
  error: 'Choose moodlexml, gift, aiken, xlsx or csv.',
});

export const skippedQuestion = z.object({
  name: z.string().describe('The question as the file names it, or its place and first words'),
  reason: z.string().describe('e.g. essay, matching, more than four answers, no single correct answer'),
});
export type SkippedQuestion = z.infer<typeof skippedQuestion>;

/** The new quiz's code, how many questions it got, and what was left out and why. */
export const importFileResult = z.object({
  code: z.string(),
  imported: z.number(),
  skipped: z.array(skippedQuestion),
});
export type ImportFileResult = z.infer<typeof importFileResult>;

/** Staff: POST /api/market/quizz/_import_file's fields beside the file (0 or absent: not specified). */
const lookupField = z
  .string()
  .regex(/^\d{1,9}$/, 'Enter a whole number.')
  .optional()
  .transform((v) => (v && Number(v) > 0 ? Number(v) : null));
export const marketImportFields = z.object({
  format: importFileFormat.optional(),
  theme: lookupField,
  level: lookupField,
  type: lookupField,
});

/** The proposals made from the file, and what was left out and why. */
export const marketImportResult = z.object({ imported: z.number(), skipped: z.array(skippedQuestion) });
export type MarketImportResult = z.infer<typeof marketImportResult>;
