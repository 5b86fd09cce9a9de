import { MESSAGES } from '@quizzical/common';
import type { FieldBinder } from '../../../lib/form-fields';
import { fieldErrorText, getT, type MessageKey } from '../../../lib/i18n';

/** The account forms' own messages (the spec's English), by key. */
const ACCOUNT_TEXTS: Record<string, MessageKey> = {
  [MESSAGES.enterPassword]: 'common.enter_password',
  [MESSAGES.passwordsNotIdentical]: 'common.passwords_not_identical',
};

/** A message of these forms or of the API, in the language on screen. */
export function accountText(message: string): string {
  const key = ACCOUNT_TEXTS[message];
  return key ? getT()(key) : fieldErrorText(message);
}

/** `field` whose error messages show in the language on screen (its hints are already translated). */
export function translatedFields<N extends string>(field: FieldBinder<N>): FieldBinder<N> {
  return (name, hint) => {
    const props = field(name, hint);
    if (!props.error || typeof props.helperText !== 'string') return props;
    return { ...props, helperText: accountText(props.helperText) };
  };
}
