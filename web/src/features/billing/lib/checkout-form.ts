import {
  CHECKOUT_COUNTRIES,
  CHOOSE_SALUTATION,
  type CheckoutQuery,
  CURRENCIES,
  MESSAGES,
  SALUTATIONS,
  type User,
} from '@quizzical/common';
import { z } from 'zod';

export type Currency = (typeof CURRENCIES)[number];

/** The currency handed over in route state by /billing/plan (spec §2); CHF when missing or unknown. */
export function currencyFromState(state: unknown): Currency {
  const value = state && typeof state === 'object' ? (state as { currency?: unknown }).currency : undefined;
  return CURRENCIES.find((c) => c === value) ?? 'CHF';
}

const required = (message: string) => z.string().trim().min(1, message);

/**
 * Checkout form (spec §2 Checkout, messages of §5). The title starts empty and must be chosen: the spec's
 * payload requires Mr or Ms, and a default would put a title on the buyer that they never chose.
 */
export const checkoutFormSchema = z.object({
  salutation: z.union([z.literal(''), z.enum(SALUTATIONS)]).transform((value, ctx) => {
    if (value !== '') return value;
    ctx.addIssue({ code: 'custom', message: CHOOSE_SALUTATION });
    return z.NEVER;
  }),
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
  salutation: '',
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

/**
 * The checkout form kept in sessionStorage while the buyer is at the payment page: a declined payment's
 * 'Try again' comes back to the form as it was (the payment page is a full page load, so neither React
 * state nor router state survives it). Per user, so that another account in the same tab never sees
 * it; per tab, and gone when the tab closes. The terms are not kept: they are accepted for each attempt.
 */
const checkoutDraftKey = (userId: number) => `quizzical.billing.checkout.${userId}`;

type CheckoutDraft = { form: Omit<CheckoutForm, 'terms'>; currency: Currency };

export function saveCheckoutDraft(userId: number, form: CheckoutForm, currency: Currency): void {
  const { terms: _terms, ...rest } = form;
  try {
    sessionStorage.setItem(checkoutDraftKey(userId), JSON.stringify({ form: rest, currency }));
  } catch {
    // storage full or disabled: the form simply starts again from the account
  }
}

export function loadCheckoutDraft(userId: number | undefined): CheckoutDraft | null {
  if (userId === undefined) return null;
  try {
    const raw = sessionStorage.getItem(checkoutDraftKey(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CheckoutDraft>;
    const form = checkoutFormSchema
      .omit({ terms: true })
      .partial()
      .safeParse(parsed.form ?? {});
    if (!form.success) return null;
    return { form: { ...emptyCheckoutForm, ...form.data }, currency: currencyFromState(parsed) };
  } catch {
    return null;
  }
}

/**
 * Where the form starts: the values of the last attempt in this tab, else the account's name and
 * country (when the checkout sells there), else empty.
 */
export function initialCheckoutForm(
  user: Pick<User, 'first_name' | 'last_name' | 'country_code'> | null,
  draft: CheckoutDraft | null,
): CheckoutForm {
  if (draft) return { ...draft.form, terms: false };
  if (!user) return emptyCheckoutForm;
  const country = CHECKOUT_COUNTRIES.find((c) => c === user.country_code);
  return {
    ...emptyCheckoutForm,
    givenName: user.first_name.trim(),
    familyName: user.last_name.trim(),
    country: country ?? emptyCheckoutForm.country,
  };
}
