import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, EMAIL_MAX, NAME_MAX } from '../constants';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { textField } from './common';

/** POST /api/contact. The client checks name, phone and message; the server checks all, email too. */
export const contactBody = z.object({
  name: textField({ error: MESSAGES.enterName }).min(1, MESSAGES.enterName).max(NAME_MAX),
  email: textField()
    .max(EMAIL_MAX)
    .pipe(z.email({ error: FIELD_MESSAGES.invalidEmail })),
  phone: textField({ error: MESSAGES.enterPhone }).min(1, MESSAGES.enterPhone).max(40),
  message: textField({ multiline: true, error: MESSAGES.enterMessage })
    .min(1, MESSAGES.enterMessage)
    .max(CONTACT_MESSAGE_MAX, FIELD_MESSAGES.tooLong(CONTACT_MESSAGE_MAX)),
  recaptcha: textField({ trim: false, error: MESSAGES.validateCaptcha })
    .min(1, MESSAGES.validateCaptcha)
    .max(4096),
});
export type ContactBody = z.infer<typeof contactBody>;
