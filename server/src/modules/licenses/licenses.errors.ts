import { MESSAGES } from '@quizzical/common';
import { HttpError } from '../../lib/http-errors';

/** Unknown, already used or expired: one answer, so that codes cannot be probed. */
export const licenseCodeInvalid = () =>
  new HttpError(400, { non_field_errors: [MESSAGES.licenseCodeInvalid] }, 'licenses.code_invalid');
