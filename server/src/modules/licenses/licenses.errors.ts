import { fieldError } from '../../lib/http-errors';

/** Unknown, already used or expired: one answer, so that codes cannot be probed. */
export const licenseCodeInvalid = () => fieldError(400, 'licenses.code_invalid', 'non_field_errors');
