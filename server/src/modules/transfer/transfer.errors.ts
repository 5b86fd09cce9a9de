import { durationInWords } from '../../lib/dates';
import { HttpError } from '../../lib/http-errors';

export const notMultipart = () =>
  new HttpError(
    400,
    { file: ['Send the question file as multipart field "file".'] },
    'transfer.not_multipart',
  );

export const noFile = () => new HttpError(400, { file: ['No file was submitted.'] }, 'transfer.no_file');

export const fileTooLarge = (megabytes: number) =>
  new HttpError(413, { detail: `The file is larger than ${megabytes} MB.` }, 'transfer.too_large');

export const unknownFormat = () =>
  new HttpError(400, { format: ['Choose moodlexml, gift, aiken, xlsx or csv.'] }, 'transfer.unknown_format');

/** The file cannot be read: `where` is its line or element, so the teacher can find the problem. */
export const unreadableFile = (where: string, problem: string) =>
  new HttpError(400, { file: [`${where}: ${problem}.`] }, 'transfer.unreadable_file');

/** Nothing in the file is a question we take: nothing is created; the reasons come along. */
export const nothingToImport = (skipped: { name: string; reason: string }[]) =>
  new HttpError(
    400,
    { detail: 'The file holds no multiple-choice question that can be imported.', skipped },
    'transfer.nothing_to_import',
  );

/** Reading the file went past the time its worker is given: the file is refused, nothing is created. */
export const fileTooSlow = (timeoutMs: number) =>
  new HttpError(
    400,
    {
      file: [`The file took longer than ${durationInWords(timeoutMs)} to read. Split it into smaller files.`],
    },
    'transfer.too_slow',
  );

/** Reading the file needed more memory than its worker is given. */
export const fileTooLargeToRead = (heapMb: number) =>
  new HttpError(
    400,
    { file: [`Reading the file needs more than ${heapMb} MB of memory. Split it into smaller files.`] },
    'transfer.too_much_memory',
  );

/** One file at a time per account: a second one while the first is read is refused at once. */
export const importRunning = () =>
  new HttpError(
    429,
    { detail: 'A file of this account is still being imported. Try again when it is done.' },
    'transfer.import_running',
  );
