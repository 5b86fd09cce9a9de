import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

/** The name given by `Content-Disposition: attachment; filename="132_57.tex"`, else a fallback. */
function filenameFromDisposition(header: string | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '_') : '';
  return name || fallback;
}

/**
 * Staff: GET /latex/export/{id} -> a .tex file. A plain link cannot send the bearer token, so the
 * file is fetched through the api client (which refreshes an expired token) and handed to the
 * browser as a Blob under the server's file name.
 */
export async function exportLatex(id: number): Promise<string> {
  const response = await api.get<Response>(`/latex/export/${id}`, { raw: true });
  const filename = filenameFromDisposition(response.headers.get('content-disposition'), `${id}.tex`);
  saveBlob(await response.blob(), filename);
  return filename;
}

export function useExportLatex() {
  return useMutation({ mutationFn: exportLatex });
}
