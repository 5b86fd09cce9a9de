import { CHECKOUT_COUNTRIES, type CheckoutQuery, CURRENCIES, MESSAGES, SALUTATIONS } from '@quizzical/common';
import { z } from 'zod';

export type Currency = (typeof CURRENCIES)[number];

/** The currency handed over in route state by /billing/plan (spec §2); CHF when missing or unknown. */
export function currencyFromState(state: unknown): Currency {
  const value = state && typeof state === 'object' ? (state as { currency?: unknown }).currency : undefined;
  return CURRENCIES.find((c) => c === value) ?? 'CHF';
}

const required = (message: string) => z.string().trim().min(1, message);

/** Checkout form (spec §2 Checkout, messages of §5). */
export const checkoutFormSchema = z.object({
  salutation: z.enum(SALUTATIONS),
  givenName: required(MESSAGES.enterFirstNameCheckout),
  familyName: required(MESSAGES.enterLastNameCheckout),
  street: required(MESSAGES.enterStreet),
  postCode: required(MESSAGES.enterPostalCode),
  city: required(MESSAGES.enterCity),
  country: z.enum(CHECKOUT_COUNTRIES),
  terms: z.boolean().refine((v) => v, MESSAGES.acceptTerms),
});
export type CheckoutForm = z.input<typeof checkoutFormSchema>;

export const emptyCheckoutForm: CheckoutForm = {
  salutation: 'Mr',
  givenName: '',
  familyName: '',
  street: '',
  postCode: '',
  city: '',
  country: 'CH',
  terms: false,
};

/** The query of GET /api/billing/transaction (spec §3 Checkout payload): one licence per checkout. */
export function toCheckoutQuery(
  form: z.output<typeof checkoutFormSchema>,
  currency: Currency,
): CheckoutQuery {
  const { terms: _terms, ...rest } = form;
  return { currency, numberLicenses: 1, ...rest };
}
