import { z } from 'zod';
import { EMAIL_MAX, LANGUAGES, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { FIELD_MESSAGES } from '../messages';

/*
 * The input primitives. Every string and every integer the API reads, in a body, a path or a query
 * string, is one of these, so that no client input reaches PostgreSQL in a form it refuses with an
 * error (a 500): NUL in text (error 22021), integers beyond int4 (22003), dates it cannot store.
 */

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_TEXT = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** The same, tab and line breaks included: a single-line field has no use for them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_LINE = /[\u0001-\u001F\u007F-\u009F]/;

/**
 * The one text primitive: a string (no other JSON type), trimmed unless `trim: false`, without NUL or
 * control characters; tabs and line breaks only when `multiline`. Chain `.min()` / `.max()` after it.
 */
export const textField = ({
  multiline = false,
  trim = true,
  error = FIELD_MESSAGES.required as string,
}: {
  multiline?: boolean;
  trim?: boolean;
  error?: string;
} = {}) => {
  const control = multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE;
  const string = z.string({ error });
  return (trim ? string.trim() : string)
    .refine((v) => !v.includes('\u0000'), FIELD_MESSAGES.nullCharacters)
    .refine((v) => !control.test(v), FIELD_MESSAGES.controlCharacters);
};

/** PostgreSQL's `integer` (int4): ids, counts and pages all fit in it. */
export const INT4_MAX = 2_147_483_647;

interface IntegerOptions {
  min?: number;
  max?: number;
  /** One message for every failure (the spec's texts, e.g. 'Choose the correct answer (1 to 4).'). */
  error?: string;
  /** The message for a missing value or another type, when it differs from `error`. */
  typeError?: string;
  /** The message above `max`, when it differs from `error`. */
  maxError?: string;
}

const boundedNumber = ({ min = 0, max = INT4_MAX, error, typeError, maxError }: IntegerOptions) =>
  z
    .number({ error: typeError ?? error ?? FIELD_MESSAGES.invalidInteger })
    .int(error ?? FIELD_MESSAGES.invalidInteger)
    .min(min, error ?? FIELD_MESSAGES.minValue(min))
    .max(max, maxError ?? error ?? FIELD_MESSAGES.maxValue(max));

/** A bounded integer in JSON: a number only (`"3"`, `[]`, `true` and `null` are refused). */
export const integer = (options: IntegerOptions = {}) => boundedNumber(options);

/** Digits only, as query strings, paths and form fields write integers (not '1e3', not ' 1'). */
const digits = z
  .string()
  .regex(/^[+-]?\d{1,20}$/)
  .transform(Number);

/**
 * A bounded integer written as digits: for path and query parameters, and for the body fields that
 * have always taken `"3"` as well as `3`. Never `[]`, `{}`, `true`, `''` or `'1e3'` (z.coerce made
 * them 0, 1 or 1000). The union only decides the type; the bounds and their messages come after it.
 */
export const integerText = (options: IntegerOptions = {}) =>
  z
    .union([z.number(), digits], {
      error: options.typeError ?? options.error ?? FIELD_MESSAGES.invalidInteger,
    })
    .pipe(boundedNumber(options));

/** The same, where `''` and `null` mean "not given" (null): a form's empty number field. */
export const optionalIntegerText = (options: IntegerOptions = {}) =>
  z
    .union([z.number(), digits, z.literal('').transform(() => null), z.null()], {
      error: options.typeError ?? options.error ?? FIELD_MESSAGES.invalidInteger,
    })
    .pipe(boundedNumber(options).nullable());

/** A path parameter that is text (a quiz code, a licence code): bounded, single line, no NUL. */
export const pathText = (max = 64) => textField({ trim: false }).min(1).max(max);
/** A path parameter that is a row id: digits, 1..2^31-1 (a larger number is a 400, not a database error). */
export const pathId = integerText({ min: 1 });

/** A required string: missing or wrong type -> 'This field is required.', empty -> blank message. */
export const requiredString = (max: number = NAME_MAX) =>
  textField().min(1, FIELD_MESSAGES.blank).max(max, FIELD_MESSAGES.tooLong(max));

/** An optional string that accepts null and empty, bounded. */
export const optionalString = (max: number = NAME_MAX) =>
  textField({ error: 'Not a valid string.' })
    .max(max, FIELD_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => v ?? '');

/** The keyword of a search (market, public quizzes): optional, bounded. */
export const searchKeyword = textField()
  .max(200)
  .nullish()
  .transform((v) => v ?? '');

export const emailField = textField()
  .min(1, FIELD_MESSAGES.blank)
  .max(EMAIL_MAX, FIELD_MESSAGES.tooLong(EMAIL_MAX))
  .pipe(z.email({ error: FIELD_MESSAGES.invalidEmail }))
  .transform((v) => v.toLowerCase());

/** A new password: kept as typed (no trim), single line. */
export const passwordField = textField({ trim: false })
  .min(1, FIELD_MESSAGES.blank)
  .min(PASSWORD_MIN, FIELD_MESSAGES.passwordTooShort(PASSWORD_MIN))
  .max(PASSWORD_MAX, FIELD_MESSAGES.passwordTooLong(PASSWORD_MAX));

/**
 * Any password as typed at sign-in or as current password: bounded, never checked for strength. Not
 * the text primitive on purpose: it is only compared with a hash (never stored, never in SQL), and a
 * password set before the control-character rule must still sign in.
 */
export const anyPasswordField = z
  .string({ error: FIELD_MESSAGES.required })
  .min(1, FIELD_MESSAGES.blank)
  .max(PASSWORD_MAX, FIELD_MESSAGES.passwordTooLong(PASSWORD_MAX));

/** A language code of LANGUAGES (an account's, or the content language of a quiz or market question). */
export const languageField = z.enum(LANGUAGES, { error: FIELD_MESSAGES.invalidLanguage });
