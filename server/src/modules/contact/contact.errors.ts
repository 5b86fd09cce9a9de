import { FIELD_MESSAGES } from '@quizzical/common';
import { HttpError } from '../../lib/http-errors';

/** Wrong, expired, forged or replayed: one answer on the field the widget fills. */
export const invalidCaptcha = () =>
  new HttpError(400, { recaptcha: [FIELD_MESSAGES.invalidCaptcha] }, 'contact.invalid_captcha');
