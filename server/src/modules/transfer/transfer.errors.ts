import { durationInWords } from '../../lib/dates';
import { detailError, fieldError } from '../../lib/http-errors';

export const notMultipart = () => fieldError(400, 'transfer.not_multipart', 'file');

export const noFile = () => fieldError(400, 'transfer.no_file', 'file');

export const fileTooLarge = (megabytes: number) => detailError(413, 'transfer.too_large', { megabytes });

export const unknownFormat = () => fieldError(400, 'transfer.unknown_format', 'format');

/** The file cannot be read: `where` is its line or element, so the teacher can find the problem. */
export const unreadableFile = (where: string, problem: string) =>
  fieldError(400, 'transfer.unreadable_file', 'file', { where, problem });

/** Nothing in the file is a question we take: nothing is created; the reasons come along. */
export const nothingToImport = (skipped: { name: string; reason: string }[]) =>
  detailError(400, 'transfer.nothing_to_import', {}, { skipped });

/** Reading the file went past the time its worker is given: the file is refused, nothing is created. */
export const fileTooSlow = (timeoutMs: number) =>
  fieldError(400, 'transfer.too_slow', 'file', { duration: durationInWords(timeoutMs) });

/** Reading the file needed more memory than its worker is given. */
export const fileTooLargeToRead = (heapMb: number) =>
  fieldError(400, 'transfer.too_much_memory', 'file', { megabytes: heapMb });

/** One file at a time per account: a second one while the first is read is refused at once. */
export const importRunning = () => detailError(429, 'transfer.import_running');
