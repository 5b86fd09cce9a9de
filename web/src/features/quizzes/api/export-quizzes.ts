import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ExportFile {
  filename: string;
  /** base64 of the .xlsx */
  file: string;
}

/** GET /api/quizz/_export/{codes comma-separated} -> {filename, file (base64)}. */
export function exportQuizzes(codes: string[]): Promise<ExportFile> {
  return api.get<ExportFile>(`/api/quizz/_export/${codes.map(encodeURIComponent).join(',')}`);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Lets the browser save the base64 file under its name (Blob + a temporary download link). */
export function saveBase64File({ filename, file }: ExportFile, type = XLSX_TYPE) {
  const bytes = Uint8Array.from(atob(file), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportQuizzes() {
  return useMutation({
    mutationFn: exportQuizzes,
    onSuccess: (result) => saveBase64File(result),
  });
}
