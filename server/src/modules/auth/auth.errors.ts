import { FIELD_MESSAGES } from '@quizzical/common';
import { durationInWords } from '../../lib/dates';
import { HttpError } from '../../lib/http-errors';

/** Unknown e-mail, wrong password or inactive account: one answer (no account enumeration). */
export const invalidCredentials = () =>
  new HttpError(401, { detail: FIELD_MESSAGES.noActiveAccount }, 'auth.invalid_credentials');

export const tooManyFailures = (windowMs: number) =>
  new HttpError(
    429,
    {
      detail: `Too many failed sign-ins from your network for this account. Try again in ${durationInWords(windowMs)}.`,
    },
    'auth.too_many_failures',
  );

/** A refresh token that is invalid, expired, used or revoked (simplejwt's body). */
export const tokenNotValid = () =>
  new HttpError(
    401,
    { detail: 'Token is invalid or expired', code: 'token_not_valid' },
    'auth.token_not_valid',
  );

export const userInactive = () =>
  new HttpError(401, { detail: 'User not found or inactive.' }, 'auth.user_inactive');

export const emailTaken = () =>
  new HttpError(400, { email: [FIELD_MESSAGES.emailTaken] }, 'auth.email_taken');

export const invalidUid = () => new HttpError(400, { uid: [FIELD_MESSAGES.invalidUid] }, 'auth.invalid_uid');

/** An activation or reset token that is wrong, used, expired or made for another user. */
export const invalidEmailToken = () =>
  new HttpError(400, { token: [FIELD_MESSAGES.invalidToken] }, 'auth.invalid_token');

/** Activation of an account that is already active. */
export const staleToken = () => new HttpError(403, { detail: FIELD_MESSAGES.staleToken }, 'auth.stale_token');

export const invalidPassword = () =>
  new HttpError(400, { current_password: [FIELD_MESSAGES.invalidPassword] }, 'auth.invalid_password');
