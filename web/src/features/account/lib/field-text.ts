import { MESSAGES } from '@quizzical/common';
import { formMessages, type MessageKey } from '../../../lib/i18n';

/** The account forms' own messages (the spec's English), by key. */
const ACCOUNT_TEXTS: Record<string, MessageKey> = {
  [MESSAGES.enterPassword]: 'common.enter_password',
  [MESSAGES.passwordsNotIdentical]: 'common.passwords_not_identical',
};

/** A message of these forms or of the API, in the language on screen. */
export const accountText = formMessages(ACCOUNT_TEXTS);
