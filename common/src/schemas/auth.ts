import { z } from 'zod';
import { DEFAULT_COUNTRY, LANGUAGES, NAME_MAX } from '../constants';
import { FIELD_MESSAGES } from '../messages';
import {
  anyPasswordField,
  emailField,
  languageField,
  optionalString,
  passwordField,
  requiredString,
  textField,
} from './common';

const countryCode = textField()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Enter a valid ISO 3166 country code.');

/** POST /auth/users/ (email is the username; `username`, if sent, is ignored in favour of email). */
export const signupBody = z.object({
  email: emailField,
  username: textField({ error: 'Not a valid string.' }).max(NAME_MAX).optional().nullable(),
  password: passwordField,
  first_name: optionalString(),
  last_name: optionalString(),
  organization_name: optionalString(),
  country_code: countryCode
    .optional()
    .nullable()
    .transform((v) => v || DEFAULT_COUNTRY),
  /** Absent: the best match of the request's Accept-Language among LANGUAGES, else English. */
  language: languageField.optional(),
});
export type SignupBody = z.input<typeof signupBody>;

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  country_code: z.string(),
  organization_name: z.string(),
  /** The account's language: its e-mails, spreadsheets and (in the web) its screens. */
  language: z.enum(LANGUAGES),
  is_staff: z.boolean(),
  user_permissions: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

/** PATCH /auth/users/me/: profile fields only; email changes are not offered by the spec's form. */
export const updateMeBody = z.object({
  first_name: optionalString().optional(),
  last_name: optionalString().optional(),
  organization_name: optionalString().optional(),
  country_code: countryCode.optional(),
  language: languageField.optional(),
});

export const deleteMeBody = z.object({ current_password: anyPasswordField });

export const loginBody = z.object({
  username: textField()
    .min(1, FIELD_MESSAGES.blank)
    .max(254, FIELD_MESSAGES.tooLong(254))
    .transform((v) => v.toLowerCase()),
  password: anyPasswordField,
});
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const refreshBody = z.object({ refresh: requiredString(4096) });

export const activationBody = z.object({ uid: requiredString(64), token: requiredString(256) });
export const resetPasswordBody = z.object({ email: emailField });

export const resetPasswordConfirmBody = z
  .object({
    uid: requiredString(64),
    token: requiredString(256),
    new_password: passwordField,
    re_new_password: anyPasswordField,
  })
  .refine((b) => b.new_password === b.re_new_password, {
    message: FIELD_MESSAGES.passwordMismatch,
    path: ['re_new_password'],
  });

export const setPasswordBody = z
  .object({
    current_password: anyPasswordField,
    new_password: passwordField,
    re_new_password: anyPasswordField,
  })
  .refine((b) => b.new_password === b.re_new_password, {
    message: FIELD_MESSAGES.passwordMismatch,
    path: ['re_new_password'],
  });
