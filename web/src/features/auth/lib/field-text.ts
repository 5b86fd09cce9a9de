import { MESSAGES } from '@quizzical/common';
import { formMessages, type MessageKey } from '../../../lib/i18n';

/** The forms' own messages (the spec's English, also the shared schemas'), by key. */
const AUTH_TEXTS: Record<string, MessageKey> = {
  [MESSAGES.enterEmail]: 'auth.enter_email',
  [MESSAGES.enterPassword]: 'common.enter_password',
  [MESSAGES.emailsNotIdentical]: 'auth.signup.emails_not_identical',
  [MESSAGES.passwordsNotIdenticalSignup]: 'auth.signup.passwords_not_identical',
  [MESSAGES.passwordsNotIdentical]: 'common.passwords_not_identical',
  [MESSAGES.loginFailed]: 'auth.login.failed',
};

/** A message of these forms or of the API, in the language on screen. */
export const authText = formMessages(AUTH_TEXTS);
