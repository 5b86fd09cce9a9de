import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import {
  CODE_NOT_VALID_TEXT,
  FIRST_NAME_MISSING_TEXT,
  FREE_PLAN_LIMIT_TEXT,
  LAST_NAME_MISSING_TEXT,
  QUIZ_ENDED_TEXT,
  QUIZ_NOT_STARTED_TEXT,
} from './errors';

/**
 * The web's texts of the spec, word for word. Those that are also the API's error texts are read from
 * the error catalogue (errors.ts), so that server and web cannot drift apart.
 */
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
  freePlanLimit: FREE_PLAN_LIMIT_TEXT,
  licenseCodeInvalid: CODE_NOT_VALID_TEXT,
  importCodeInvalid: CODE_NOT_VALID_TEXT,
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
  quizNotStarted: QUIZ_NOT_STARTED_TEXT,
  quizEnded: QUIZ_ENDED_TEXT,
  quizEndedLong: 'This quizz has ended. You cannot participate anymore.',
  codeNotValid: 'This code is not valid',
  enterFirstName: FIRST_NAME_MISSING_TEXT,
  enterLastName: LAST_NAME_MISSING_TEXT,
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

/**
 * What a new password must be, under its field from the start (sign-up, reset, change): the bounds that
 * `passwordField` enforces on the server, so the hint cannot promise what the server refuses.
 */
export const PASSWORD_RULES = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;
