import { DEFAULT_COUNTRY, MESSAGES } from '@quizzical/common';
import { z } from 'zod';

/**
 * Client checks of the sign-up form (spec §5): e-mail and password required, both typed twice and
 * identical. Formats and lengths are the server's (its field errors appear under the inputs).
 */
export const signupFormSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    organization_name: z.string(),
    country_code: z.string(),
    email: z.string(),
    email_repeat: z.string(),
    password: z.string(),
    password_repeat: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!values.email.trim()) ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.enterEmail });
    if (!values.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.enterPassword });
    if (values.email.trim() !== values.email_repeat.trim()) {
      ctx.addIssue({ code: 'custom', path: ['email_repeat'], message: MESSAGES.emailsNotIdentical });
    }
    if (values.password !== values.password_repeat) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_repeat'],
        message: MESSAGES.passwordsNotIdenticalSignup,
      });
    }
  });

export type SignupForm = z.infer<typeof signupFormSchema>;

export const signupFormDefaults: SignupForm = {
  first_name: '',
  last_name: '',
  organization_name: '',
  country_code: DEFAULT_COUNTRY,
  email: '',
  email_repeat: '',
  password: '',
  password_repeat: '',
};
