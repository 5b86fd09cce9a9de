import { CHOOSE_SALUTATION, MESSAGES } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import {
  checkoutFormSchema,
  currencyFromState,
  emptyCheckoutForm,
  initialCheckoutForm,
  loadCheckoutDraft,
  saveCheckoutDraft,
  toCheckoutQuery,
} from './checkout-form';

describe('checkout form', () => {
  it('asks for a title chosen by the buyer (none by default), every address field and the terms', () => {
    const result = checkoutFormSchema.safeParse({ ...emptyCheckoutForm, givenName: '  ' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      salutation: CHOOSE_SALUTATION,
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

describe('where the checkout form starts', () => {
  const ada = { first_name: 'Ada ', last_name: 'Lovelace', country_code: 'FR' };
  const filled = {
    salutation: 'Ms' as const,
    givenName: 'Ada',
    familyName: 'Byron',
    street: 'Rue du Lac 1',
    postCode: '1000',
    city: 'Lausanne',
    country: 'CH' as const,
    terms: true,
  };

  it('prefills the name and the country from the account (a country checkout does not sell in is left at CH)', () => {
    expect(initialCheckoutForm(ada, null)).toEqual({
      ...emptyCheckoutForm,
      givenName: 'Ada',
      familyName: 'Lovelace',
      country: 'FR',
    });
    expect(initialCheckoutForm({ ...ada, country_code: 'US' }, null).country).toBe('CH');
    expect(initialCheckoutForm(null, null)).toEqual(emptyCheckoutForm);
  });

  it("keeps the last attempt's values and currency across the payment page, per user, without the terms", () => {
    sessionStorage.clear();
    saveCheckoutDraft(7, filled, 'EUR');
    const draft = loadCheckoutDraft(7);
    expect(draft?.currency).toBe('EUR');
    expect(initialCheckoutForm(ada, draft)).toEqual({ ...filled, terms: false });
    expect(loadCheckoutDraft(8)).toBeNull(); // another account in the same tab
    expect(loadCheckoutDraft(undefined)).toBeNull();
    sessionStorage.setItem('quizzical.billing.checkout.7', '{broken');
    expect(loadCheckoutDraft(7)).toBeNull();
  });
});
