import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { FIELD_MESSAGES } from '../messages';

/** A required string: missing or wrong type -> 'This field is required.', empty -> blank message. */
export const requiredString = (max: number = NAME_MAX) =>
  z
    .string({ error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.blank)
    .max(max, FIELD_MESSAGES.tooLong(max));

/** An optional string that accepts null and empty, bounded. */
export const optionalString = (max: number = NAME_MAX) =>
  z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(max, FIELD_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => v ?? '');

/** The keyword of a search (market, public quizzes): optional, bounded. */
export const searchKeyword = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => v ?? '');

export const emailField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .min(1, FIELD_MESSAGES.blank)
  .max(EMAIL_MAX, FIELD_MESSAGES.tooLong(EMAIL_MAX))
  .pipe(z.email({ error: FIELD_MESSAGES.invalidEmail }))
  .transform((v) => v.toLowerCase());

export const passwordField = z
  .string({ error: FIELD_MESSAGES.required })
  .min(1, FIELD_MESSAGES.blank)
  .min(PASSWORD_MIN, FIELD_MESSAGES.passwordTooShort(PASSWORD_MIN))
  .max(PASSWORD_MAX, FIELD_MESSAGES.passwordTooLong(PASSWORD_MAX));

/** Any password as typed at sign-in or as current password: bounded, never checked for strength. */
export const anyPasswordField = z
  .string({ error: FIELD_MESSAGES.required })
  .min(1, FIELD_MESSAGES.blank)
  .max(PASSWORD_MAX, FIELD_MESSAGES.passwordTooLong(PASSWORD_MAX));

export const fieldErrorsSchema = z
  .record(z.string(), z.any())
  .describe('Field errors: {"field": ["message"]}');
export const detailSchema = z.object({ detail: z.string() });
