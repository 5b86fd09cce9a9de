import { durationInWords } from '../../lib/dates';
import { detailError, fieldError } from '../../lib/http-errors';

export const tooManyUploads = (windowMs: number) =>
  detailError(429, 'uploads.too_many', { wait: durationInWords(windowMs) });

export const notMultipart = () => fieldError(400, 'uploads.not_multipart', 'file');

export const noFile = () => fieldError(400, 'uploads.no_file', 'file');

export const fileTooLarge = (megabytes: number) => detailError(413, 'uploads.too_large', { megabytes });

export const notAnImage = () => fieldError(400, 'uploads.not_an_image', 'file');

export const uploadNotFound = () => detailError(404, 'uploads.not_found');
