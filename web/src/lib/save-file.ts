/** Lets the browser save `blob` under `filename` (a temporary object URL and a clicked download link). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // some browsers read the URL after click() returns: revoke it a little later
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file the API sends inside JSON: `{filename, file (base64)}` (the quiz exports). */
export interface Base64File {
  filename: string;
  file: string;
}

export function saveBase64File({ filename, file }: Base64File, type = XLSX_TYPE): void {
  const bytes = Uint8Array.from(atob(file), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type }), filename);
}
