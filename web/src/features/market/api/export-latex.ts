import { useMutation } from '@tanstack/react-query';
import { api, session } from '../../../lib/api-client';

/** The name given by `Content-Disposition: attachment; filename="132_57.tex"`, else a fallback. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '_') : '';
  return name || fallback;
}

async function fetchLatex(id: number): Promise<Response> {
  const access = session.get().access;
  return fetch(`/latex/export/${id}`, {
    headers: access ? { Authorization: `Bearer ${access}` } : {},
  });
}

/**
 * Staff: GET /latex/export/{id} -> a .tex file. A plain link cannot send the bearer token, so the
 * file is fetched and handed to the browser as a Blob under the server's file name.
 */
export async function exportLatex(id: number): Promise<string> {
  let response = await fetchLatex(id);
  if (response.status === 401) {
    // an expired access token: any call through the api client refreshes it, then try once more
    await api.get('/auth/users/me/').catch(() => undefined);
    response = await fetchLatex(id);
  }
  if (!response.ok) throw new Error(`LaTeX export failed (${response.status})`);
  const filename = filenameFromDisposition(response.headers.get('content-disposition'), `${id}.tex`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}

export function useExportLatex() {
  return useMutation({ mutationFn: exportLatex });
}
