import type { ResultsExportFormat } from '@quizzical/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type Base64File, saveBase64File } from '../../../lib/save-file';
import { browserTimeZone } from '../../../lib/time-zone';

/** GET /api/quizz/{code}/responses/_export?format= -> {filename, file (base64)}: results for a gradebook. */
export function exportResults(code: string, format: ResultsExportFormat): Promise<Base64File> {
  const tz = browserTimeZone();
  return api.get<Base64File>(`/api/quizz/${encodeURIComponent(code)}/responses/_export`, {
    query: { format, ...(tz && { tz }) },
  });
}

/** Exports the quiz's results and saves the file (.xlsx or .csv). */
export function useExportResults(code: string) {
  return useMutation({
    mutationFn: (format: ResultsExportFormat) => exportResults(code, format),
    onSuccess: (result, format) =>
      format === 'csv' ? saveBase64File(result, 'text/csv;charset=utf-8') : saveBase64File(result),
  });
}
