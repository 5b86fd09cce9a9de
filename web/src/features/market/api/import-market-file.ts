import type { ImportFileFormat, MarketImportResult } from '@quizzical/common';
import { marketKeys } from '../../../lib/api/market/keys';
import { useInvalidatingMutation } from '../../../lib/api/use-invalidating-mutation';
import { api } from '../../../lib/api-client';

export interface MarketImport {
  file: File;
  format?: ImportFileFormat;
  theme: string;
  level: string;
  type: string;
}

/**
 * POST /api/market/quizz/_import_file (staff; multipart `file`, optional `format`, `theme`, `level`,
 * `type`) -> 201 {imported, skipped}: each question becomes a proposal; 400 as the quiz import.
 */
export function importMarketFile({ file, format, theme, level, type }: MarketImport) {
  const form = new FormData();
  if (format) form.append('format', format);
  for (const [name, value] of Object.entries({ theme, level, type })) if (value) form.append(name, value);
  form.append('file', file, file.name);
  return api.post<MarketImportResult>('/api/market/quizz/_import_file', form);
}

export function useImportMarketFile() {
  return useInvalidatingMutation(marketKeys.all, importMarketFile);
}
