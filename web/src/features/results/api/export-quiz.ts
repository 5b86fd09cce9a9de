import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface ExportResult {
  filename: string;
  /** base64 of the .xlsx */
  file: string;
}

/** GET /api/quizz/_export/{code}: the quiz and its results as a spreadsheet, base64. */
export function exportQuiz(code: string): Promise<ExportResult> {
  return api.get<ExportResult>(`/api/quizz/_export/${encodeURIComponent(code)}`);
}

/** Saves base64 content as a file through a temporary object URL. */
export function saveBase64File(base64: string, filename: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const blob = new Blob([bytes], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportQuiz(code: string) {
  return useMutation({
    mutationFn: () => exportQuiz(code),
    onSuccess: (result) => saveBase64File(result.file, result.filename),
  });
}
