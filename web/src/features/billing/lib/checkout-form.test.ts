import { MESSAGES } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { checkoutFormSchema, currencyFromState, emptyCheckoutForm, toCheckoutQuery } from './checkout-form';

describe('checkout form', () => {
  it('asks for every address field and the terms, with the spec messages', () => {
    const result = checkoutFormSchema.safeParse({ ...emptyCheckoutForm, givenName: '  ' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      givenName: MESSAGES.enterFirstNameCheckout,
      familyName: MESSAGES.enterLastNameCheckout,
      street: MESSAGES.enterStreet,
      postCode: MESSAGES.enterPostalCode,
      city: MESSAGES.enterCity,
      terms: MESSAGES.acceptTerms,
    });
  });

  it('builds the checkout payload: trimmed fields, one licence, the chosen currency', () => {
    const form = checkoutFormSchema.parse({
      salutation: 'Ms',
      givenName: ' Ada ',
      familyName: 'Lovelace',
      street: 'Rue du Lac 1',
      postCode: '1000',
      city: 'Lausanne',
      country: 'CH',
      terms: true,
    });
    expect(toCheckoutQuery(form, 'EUR')).toEqual({
      currency: 'EUR',
      numberLicenses: 1,
      salutation: 'Ms',
      givenName: 'Ada',
      familyName: 'Lovelace',
      street: 'Rue du Lac 1',
      postCode: '1000',
      city: 'Lausanne',
      country: 'CH',
    });
  });

  it('takes the currency from route state, CHF by default', () => {
    expect(currencyFromState({ currency: 'EUR' })).toBe('EUR');
    expect(currencyFromState({ currency: 'USD' })).toBe('CHF');
    expect(currencyFromState(null)).toBe('CHF');
  });
});
