import { FREE_PLAN_ACTIVE_QUIZ_LIMIT, PASSWORD_MAX, PASSWORD_MIN } from './constants';

/** User-visible texts of the spec, word for word. One place so server and web cannot drift apart. */
export const MESSAGES = {
  // Sign-up (§5)
  enterEmail: 'Please enter an email',
  enterPassword: 'Please enter a password',
  emailsNotIdentical: 'Emails are not identical',
  passwordsNotIdenticalSignup: 'Password are not identical',
  // Reset password (§5)
  passwordsNotIdentical: 'Passwords are not identical',
  // Login / auth (§8)
  loginFailed: 'Your login information are not correct or your account is not active.',
  activationFailed:
    'Impossible to activate your account. Your link is maybe not anymore valid. Please contact the support.',
  passwordModified: 'Your password has been modified',
  profileSaved: 'Your modifications have been saved',
  bannerActivated: 'Your account has been activated',
  bannerReset: 'Your password has been reset',
  bannerDeleted: 'Your account has been delete',
  // Contact (§5, §2)
  enterMessage: 'Please enter a message',
  enterName: 'Please enter a name',
  enterPhone: 'Please enter a phone',
  validateCaptcha: 'Please validate the captcha.',
  contactThanks: 'Thank you!',
  contactSent: 'Your message has been sent. We will reply as soon as possible.',
  // Quizzes (§5, §6, §8)
  fieldCannotBeEmpty: 'This field cannot be empty',
  quizQuestionsInvalid: 'Your quizz questions are invalid.',
  freePlanLimit: `Get the Pro version to manage more than ${FREE_PLAN_ACTIVE_QUIZ_LIMIT} active quizzes.`,
  licenseCodeInvalid: 'This license code is not valid.',
  /** The spec gives a failed import by code the licence code's words (§8); its own entry, so either can change. */
  importCodeInvalid: 'This license code is not valid.',
  uploadFailed: 'Cannot upload this picture. An error occurred.',
  quizDuplicated: 'The quizz has been successfully duplicated',
  quizImported: 'The quizz has been successfully imported',
  quizStopped: 'Quizz stopped',
  startQuizNow: 'Start the quizz now',
  stopConfirm:
    'By clicking yes, the quizz will be stopped. The participants that already entered the quizz can still submit their results.',
  deleteConfirm:
    'By clicking yes, the selected quizzes will be deleted without any possibility to recover them.',
  // Student (§4, §8)
  quizNotStarted: 'This quizz has not yet started.',
  quizEnded: 'This quizz has ended.',
  quizEndedLong: 'This quizz has ended. You cannot participate anymore.',
  codeNotValid: 'This code is not valid',
  enterFirstName: 'Please enter your first name.',
  enterLastName: 'Please enter your last name.',
  timeHasEnded: 'Time has ended',
  timeHasEndedText:
    'You cannot modify your questions anymore as the time as ended. Please click on the button here below to end the quizz.',
  timeIsOver: 'Time is over!',
  // Licences (§2)
  noActiveLicense: 'No active license',
  activateYourLicense: 'Activate your license',
  noActiveLicenseDialog: 'You do not have an active license.',
  getProVersion: 'Get the Pro version',
  // Admin (§5)
  invalidNumberOfCodes: 'Please enter a valid number of codes',
  enterSourceTag: 'Please enter a source tag',
  enterTargetTag: 'Please enter a target tag',
  // Checkout (§5)
  enterFirstNameCheckout: 'Please enter a first name',
  enterLastNameCheckout: 'Please enter a last name',
  enterStreet: 'Please enter a street',
  enterPostalCode: 'Please enter a postal code',
  enterCity: 'Please enter a city',
  acceptTerms: 'Please accept the terms and conditions',
} as const;

/** Server-side field messages (djoser/DRF wording, which the spec's client shows under fields). */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  invalidEmail: 'Enter a valid email address.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  passwordTooShort: (min: number) =>
    `This password is too short. It must contain at least ${min} characters.`,
  passwordTooLong: (max: number) => `This password is too long. It must contain at most ${max} characters.`,
  emailTaken: 'user with this email address already exists.',
  invalidPassword: 'Invalid password.',
  passwordMismatch: "The two password fields didn't match.",
  invalidToken: 'Invalid token for given user.',
  invalidUid: 'Invalid user id or user doesn\u2019t exist.',
  staleToken: 'Stale token for given user.',
  noActiveAccount: 'No active account found with the given credentials',
  invalidCaptcha: 'Invalid captcha.',
  // DRF's wording for what the shared primitives refuse (common/src/schemas/common.ts)
  nullCharacters: 'Null characters are not allowed.',
  controlCharacters: 'Control characters are not allowed.',
  invalidInteger: 'A valid integer is required.',
  minValue: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  maxValue: (max: number) => `Ensure this value is less than or equal to ${max}.`,
} as const;

/**
 * What a new password must be, under its field from the start (sign-up, reset, change): the bounds that
 * `passwordField` enforces on the server, so the hint cannot promise what the server refuses.
 */
export const PASSWORD_RULES = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;

/** Why a formula (between dollars) is refused: shown under the field that holds it. */
export const FORMULA_MESSAGES = {
  tooLong: (max: number) => `Ensure each formula has no more than ${max} characters.`,
  tooDeep: (max: number) =>
    `Ensure each formula nests braces, \\left…\\right and environments no more than ${max} levels deep.`,
  definesCommand: 'Formulas cannot define commands (\\def, \\newcommand and the like).',
  cannotRender: (tex: string) =>
    `This formula cannot be displayed: $${tex.length > 40 ? `${tex.slice(0, 40)}…` : tex}$`,
} as const;
