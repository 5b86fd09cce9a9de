import type { ImportFileFormat, ImportFileResult } from '@quizzical/common';
import { quizKeys } from '../../../lib/api/quizzes/keys';
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation';
import { api } from '../../../lib/api-client';

/**
 * POST /api/quizz/_import_file (signed in; multipart `file`, optional `format`, else recognised from
 * the content) -> 201 {code, imported, skipped: [{name, reason}]}; 400 {file: ['Line 3: …']} for an
 * unreadable file, {detail, skipped} when nothing can be imported; 403 at the free-plan limit.
 */
export function importQuizFile({ file, format }: { file: File; format?: ImportFileFormat }) {
  const form = new FormData();
  if (format) form.append('format', format);
  form.append('file', file, file.name);
  return api.post<ImportFileResult>('/api/quizz/_import_file', form);
}

export function useImportQuizFile() {
  return useInvalidatingMutation(quizKeys.all, importQuizFile);
}
