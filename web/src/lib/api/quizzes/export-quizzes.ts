import type { QuestionExportFormat, QuestionExportResult } from '@quizzical/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api-client';
import { saveBase64File } from '../../save-file';
import { browserTimeZone } from '../../time-zone';

/**
 * GET /api/quizz/_export/{codes comma-separated}?format= -> {filename, file (base64)}: the spec's .xlsx
 * of quizzes and their results (the default), or their questions for Moodle (Moodle XML, GIFT, Aiken)
 * or as CSV; `notices` say (by code) what the chosen format could not hold.
 */
export function exportQuizzes(
  codes: string[],
  format: QuestionExportFormat = 'xlsx',
): Promise<QuestionExportResult> {
  // the xlsx's Results sheets write times in the teacher's zone
  const tz = format === 'xlsx' ? browserTimeZone() : undefined;
  const query = { ...(format !== 'xlsx' && { format }), ...(tz && { tz }) };
  return api.get<QuestionExportResult>(`/api/quizz/_export/${codes.map(encodeURIComponent).join(',')}`, {
    query,
  });
}

/** Exports the dashboard's selection, or the one quiz of the results page, and saves the file. */
export function useExportQuizzes() {
  return useMutation({
    mutationFn: (codes: string[]) => exportQuizzes(codes),
    onSuccess: (result) => saveBase64File(result),
  });
}

const QUESTION_BANK_TYPES: Record<Exclude<QuestionExportFormat, 'xlsx'>, string> = {
  moodlexml: 'application/xml',
  gift: 'text/plain;charset=utf-8',
  aiken: 'text/plain;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
};

/** Exports the dashboard's selection as a question bank for Moodle and saves the file. */
export function useExportQuestionBank() {
  return useMutation({
    mutationFn: ({ codes, format }: { codes: string[]; format: Exclude<QuestionExportFormat, 'xlsx'> }) =>
      exportQuizzes(codes, format).then((result) => ({ result, format })),
    onSuccess: ({ result, format }) => saveBase64File(result, QUESTION_BANK_TYPES[format]),
  });
}
