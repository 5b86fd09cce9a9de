import { CHOOSE_SALUTATION, MESSAGES } from '@quizzical/common';
import { formMessages, type MessageKey } from '../../../lib/i18n';

/** The checkout form's own messages (the spec's English, also the shared schema's), by key. */
const CHECKOUT_TEXTS: Record<string, MessageKey> = {
  [CHOOSE_SALUTATION]: 'billing.address.choose_salutation',
  [MESSAGES.enterFirstNameCheckout]: 'billing.address.enter_first_name',
  [MESSAGES.enterLastNameCheckout]: 'billing.address.enter_last_name',
  [MESSAGES.enterStreet]: 'billing.address.enter_street',
  [MESSAGES.enterPostalCode]: 'billing.address.enter_postal_code',
  [MESSAGES.enterCity]: 'billing.address.enter_city',
  [MESSAGES.acceptTerms]: 'billing.terms_required',
};

/** A message of the checkout form or of the API, in the language on screen. */
export const billingText = formMessages(CHECKOUT_TEXTS);
