import { durationInWords } from '../../lib/dates';
import { HttpError } from '../../lib/http-errors';

export const tooManyUploads = (windowMs: number) =>
  new HttpError(
    429,
    { detail: `Too many uploads from this account. Try again in ${durationInWords(windowMs)}.` },
    'uploads.too_many',
  );

export const notMultipart = () =>
  new HttpError(400, { file: ['Send the image as multipart field "file".'] }, 'uploads.not_multipart');

export const noFile = () => new HttpError(400, { file: ['No file was submitted.'] }, 'uploads.no_file');

export const fileTooLarge = (megabytes: number) =>
  new HttpError(413, { detail: `The file is larger than ${megabytes} MB.` }, 'uploads.too_large');

export const notAnImage = () =>
  new HttpError(
    400,
    { file: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] },
    'uploads.not_an_image',
  );

export const uploadNotFound = () => new HttpError(404, { detail: 'Not found.' }, 'uploads.not_found');
