import {
  EMAIL_TAKEN_TEXT,
  INVALID_CAPTCHA_TEXT,
  INVALID_CREDENTIALS_TEXT,
  INVALID_PASSWORD_TEXT,
  INVALID_TOKEN_TEXT,
  INVALID_UID_TEXT,
  STALE_TOKEN_TEXT,
} from './errors';
import { formatText } from './format';

/**
 * The texts the API puts under a field (`{"field": ["..."]}`), in English, keyed by a stable code
 * for the translation catalogues: DRF's and djoser's wording, which the spec's client shows. The
 * web's forms validate with the same schemas, so these texts are also what its forms show.
 */
export const FIELD_TEXTS = {
  'field.required': 'This field is required.',
  'field.blank': 'This field may not be blank.',
  'field.invalid_email': 'Enter a valid email address.',
  'field.too_long': 'Ensure this field has no more than {max} characters.',
  'field.password_too_short': 'This password is too short. It must contain at least {min} characters.',
  'field.password_too_long': 'This password is too long. It must contain at most {max} characters.',
  'field.password_mismatch': "The two password fields didn't match.",
  // what the shared primitives refuse (common/src/schemas/common.ts)
  'field.null_characters': 'Null characters are not allowed.',
  'field.control_characters': 'Control characters are not allowed.',
  'field.invalid_integer': 'A valid integer is required.',
  'field.min_value': 'Ensure this value is greater than or equal to {min}.',
  'field.max_value': 'Ensure this value is less than or equal to {max}.',
  'field.invalid_datetime':
    'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
  'field.invalid_number': 'A valid number is required.',
  'field.student_number_twice': 'This student number is listed twice.',
  'field.invalid_language': 'Choose one of the languages en, fr, de, it, es or pt.',
  // a question's fields that its type needs (common/src/schemas/question-types.ts)
  'question.invalid_type':
    'Choose a question type: single, true_false, multiple, text, numeric, ordering or poll.',
  'question.true_or_false': 'Choose true (1) or false (2).',
  'question.correct_answers_missing': 'Choose at least one correct answer.',
  'question.correct_answers_twice': 'Each correct answer may be chosen once.',
  'question.correct_answers_empty': 'A correct answer must not be empty.',
  'question.accepted_answers_missing': 'Give at least one accepted answer.',
  'question.accepted_answers_too_many': 'Give at most {max} accepted answers.',
  'question.correct_value_missing': 'Give the correct value.',
  'question.items_with_gap': 'Write the items one after another, without an empty one between them.',
  // a formula (between dollars) that is refused, under the field that holds it
  'formula.too_long': 'Ensure each formula has no more than {max} characters.',
  'formula.too_deep':
    'Ensure each formula nests braces, \\left…\\right and environments no more than {max} levels deep.',
  'formula.defines_command': 'Formulas cannot define commands (\\def, \\newcommand and the like).',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the formula's dollars around a placeholder
  'formula.cannot_render': 'This formula cannot be displayed: ${formula}$',
} as const;

export type FieldTextCode = keyof typeof FIELD_TEXTS;

/** The field texts as the schemas use them (the functions fill the placeholders). */
export const FIELD_MESSAGES = {
  required: FIELD_TEXTS['field.required'],
  blank: FIELD_TEXTS['field.blank'],
  invalidEmail: FIELD_TEXTS['field.invalid_email'],
  tooLong: (max: number) => formatText(FIELD_TEXTS['field.too_long'], { max }),
  passwordTooShort: (min: number) => formatText(FIELD_TEXTS['field.password_too_short'], { min }),
  passwordTooLong: (max: number) => formatText(FIELD_TEXTS['field.password_too_long'], { max }),
  emailTaken: EMAIL_TAKEN_TEXT,
  invalidPassword: INVALID_PASSWORD_TEXT,
  passwordMismatch: FIELD_TEXTS['field.password_mismatch'],
  invalidToken: INVALID_TOKEN_TEXT,
  invalidUid: INVALID_UID_TEXT,
  staleToken: STALE_TOKEN_TEXT,
  noActiveAccount: INVALID_CREDENTIALS_TEXT,
  invalidCaptcha: INVALID_CAPTCHA_TEXT,
  nullCharacters: FIELD_TEXTS['field.null_characters'],
  controlCharacters: FIELD_TEXTS['field.control_characters'],
  invalidInteger: FIELD_TEXTS['field.invalid_integer'],
  minValue: (min: number) => formatText(FIELD_TEXTS['field.min_value'], { min }),
  maxValue: (max: number) => formatText(FIELD_TEXTS['field.max_value'], { max }),
  invalidDatetime: FIELD_TEXTS['field.invalid_datetime'],
  invalidNumber: FIELD_TEXTS['field.invalid_number'],
  studentNumberTwice: FIELD_TEXTS['field.student_number_twice'],
  invalidLanguage: FIELD_TEXTS['field.invalid_language'],
} as const;

/** Why a question's fields do not fit its type: under the field concerned. */
export const QUESTION_MESSAGES = {
  invalidType: FIELD_TEXTS['question.invalid_type'],
  trueOrFalse: FIELD_TEXTS['question.true_or_false'],
  correctAnswersMissing: FIELD_TEXTS['question.correct_answers_missing'],
  correctAnswersTwice: FIELD_TEXTS['question.correct_answers_twice'],
  correctAnswersEmpty: FIELD_TEXTS['question.correct_answers_empty'],
  acceptedAnswersMissing: FIELD_TEXTS['question.accepted_answers_missing'],
  acceptedAnswersTooMany: (max: number) =>
    formatText(FIELD_TEXTS['question.accepted_answers_too_many'], { max }),
  correctValueMissing: FIELD_TEXTS['question.correct_value_missing'],
  itemsWithGap: FIELD_TEXTS['question.items_with_gap'],
} as const;

/** Why a formula (between dollars) is refused: shown under the field that holds it. */
export const FORMULA_MESSAGES = {
  tooLong: (max: number) => formatText(FIELD_TEXTS['formula.too_long'], { max }),
  tooDeep: (max: number) => formatText(FIELD_TEXTS['formula.too_deep'], { max }),
  definesCommand: FIELD_TEXTS['formula.defines_command'],
  cannotRender: (tex: string) =>
    formatText(FIELD_TEXTS['formula.cannot_render'], {
      formula: tex.length > 40 ? `${tex.slice(0, 40)}…` : tex,
    }),
} as const;
