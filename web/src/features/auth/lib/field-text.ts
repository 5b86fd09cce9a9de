import { MESSAGES } from '@quizzical/common';
import type { FieldBinder } from '../../../lib/form-fields';
import { fieldErrorText, getT, type MessageKey } from '../../../lib/i18n';

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
export function authText(message: string): string {
  const key = AUTH_TEXTS[message];
  return key ? getT()(key) : fieldErrorText(message);
}

/** `field` whose error messages show in the language on screen (its hints are already translated). */
export function translatedFields<N extends string>(field: FieldBinder<N>): FieldBinder<N> {
  return (name, hint) => {
    const props = field(name, hint);
    if (!props.error || typeof props.helperText !== 'string') return props;
    return { ...props, helperText: authText(props.helperText) };
  };
}
