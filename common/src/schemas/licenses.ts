import { z } from 'zod';
import { CHECKOUT_COUNTRIES, CURRENCIES, NAME_MAX, SALUTATIONS } from '../constants';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { integerText, textField } from './common';

export const licenseSchema = z.object({
  code: z.string(),
  tier: z.enum(['P', 'F']),
  valid_from: z.string(),
  valid_to: z.string(),
});
export type License = z.infer<typeof licenseSchema>;

export const MAX_CODES_PER_BATCH = 1_000;
/** Years 1900 to 9999: PostgreSQL has no year 0, and a licence outside them is a typo. */
const isoDate = textField()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as yyyy-MM-dd.')
  .refine(
    (v) =>
      v >= '1900-01-01' &&
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'Enter a valid date.',
  );

/** POST /api/admin/generate_codes. */
export const generateCodesBody = z
  .object({
    number_codes: integerText({
      min: 1,
      max: MAX_CODES_PER_BATCH,
      error: MESSAGES.invalidNumberOfCodes,
      maxError: `At most ${MAX_CODES_PER_BATCH} codes at a time.`,
    }),
    from_date: isoDate,
    to_date: isoDate,
  })
  .refine((b) => b.to_date >= b.from_date, {
    path: ['to_date'],
    message: 'The valid-to date must not be before the from date.',
  });

const required = (message: string) =>
  textField({ error: message }).min(1, message).max(NAME_MAX, FIELD_MESSAGES.tooLong(NAME_MAX));

/** The checkout's title has no default (a buyer left with 'Mr' was greeted 'Hello Mr …'): it is chosen. */
export const CHOOSE_SALUTATION = 'Choose Mr or Ms.';

/** GET /api/billing/transaction query (spec §3 Checkout payload). The amount is never taken from the client. */
export const checkoutQuery = z.object({
  currency: z.enum(CURRENCIES, { error: 'Choose CHF or EUR.' }),
  numberLicenses: integerText({ min: 1, max: 1, maxError: 'One license per checkout.' }).default(1),
  salutation: z.enum(SALUTATIONS, { error: CHOOSE_SALUTATION }),
  givenName: required(MESSAGES.enterFirstNameCheckout),
  familyName: required(MESSAGES.enterLastNameCheckout),
  street: required(MESSAGES.enterStreet),
  postCode: required(MESSAGES.enterPostalCode),
  city: required(MESSAGES.enterCity),
  country: z.enum(CHECKOUT_COUNTRIES, { error: 'Choose a country.' }),
});
export type CheckoutQuery = z.infer<typeof checkoutQuery>;
export const transactionResult = z.object({ url: z.string(), payment_id: z.string() });

/** Price of `seats` yearly licences: every fifth seat is free (spec §9); seats are fixed at 1 today. */
export const checkoutTotal = (pricePerSeat: number, seats: number) =>
  pricePerSeat * (seats - Math.floor(seats / 5));

export const paymentSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'paid', 'declined', 'failed']),
  amount: z.number(),
  currency: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  license: licenseSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const sandboxPayBody = z.object({
  card_number: textField({ trim: false })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number of 12 to 19 digits.')),
});
/** Test cards of the sandbox provider. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  failsLater: '4000000000000341',
} as const;
