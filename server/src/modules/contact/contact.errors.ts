import { fieldError } from '../../lib/http-errors';

/** Wrong, expired, forged or replayed: one answer on the field the widget fills. */
export const invalidCaptcha = () => fieldError(400, 'contact.invalid_captcha', 'recaptcha');
