import { durationInWords } from '../../lib/dates';
import { detailError, fieldError } from '../../lib/http-errors';

/** Unknown e-mail, wrong password or inactive account: one answer (no account enumeration). */
export const invalidCredentials = () => detailError(401, 'auth.invalid_credentials');

export const tooManyFailures = (windowMs: number) =>
  detailError(429, 'auth.too_many_failures', { wait: durationInWords(windowMs) });

/** A refresh token that is invalid, expired, used or revoked (simplejwt's text; its `code` is ours). */
export const tokenNotValid = () => detailError(401, 'auth.token_not_valid');

export const userInactive = () => detailError(401, 'auth.user_inactive');

export const emailTaken = () => fieldError(400, 'auth.email_taken', 'email');

export const invalidUid = () => fieldError(400, 'auth.invalid_uid', 'uid');

/** An activation or reset token that is wrong, used, expired or made for another user. */
export const invalidEmailToken = () => fieldError(400, 'auth.invalid_token', 'token');

/** Activation of an account that is already active. */
export const staleToken = () => detailError(403, 'auth.stale_token');

export const invalidPassword = () => fieldError(400, 'auth.invalid_password', 'current_password');
