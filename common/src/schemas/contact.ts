import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, EMAIL_MAX, NAME_MAX } from '../constants';
import { FIELD_MESSAGES, MESSAGES } from '../messages';

/** POST /api/contact. The client checks name, phone and message; the server checks all, email too. */
export const contactBody = z.object({
  name: z.string({ error: MESSAGES.enterName }).trim().min(1, MESSAGES.enterName).max(NAME_MAX),
  email: z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .max(EMAIL_MAX)
    .pipe(z.email({ error: FIELD_MESSAGES.invalidEmail })),
  phone: z.string({ error: MESSAGES.enterPhone }).trim().min(1, MESSAGES.enterPhone).max(40),
  message: z
    .string({ error: MESSAGES.enterMessage })
    .trim()
    .min(1, MESSAGES.enterMessage)
    .max(CONTACT_MESSAGE_MAX, FIELD_MESSAGES.tooLong(CONTACT_MESSAGE_MAX)),
  recaptcha: z.string({ error: MESSAGES.validateCaptcha }).min(1, MESSAGES.validateCaptcha).max(4096),
});
export type ContactBody = z.infer<typeof contactBody>;
