import { HttpError } from '../../lib/http-errors';

/** Also for another user's payment: payment ids of others are not confirmed. */
export const paymentNotFound = () =>
  new HttpError(404, { detail: 'Not found.' }, 'billing.payment_not_found');

/** No provider in production (no Stripe, no explicit sandbox), or a sandbox payment after a switch. */
export const paymentsUnavailable = () =>
  new HttpError(
    503,
    {
      detail:
        'Payments are not available on this server: no payment provider is configured. Please contact the administrator.',
    },
    'billing.unavailable',
  );

export const alreadySettled = () =>
  new HttpError(409, { detail: 'This payment is already settled.' }, 'billing.already_settled');

export const cardNumberInvalid = () =>
  new HttpError(400, { card_number: ['Your card number is invalid.'] }, 'billing.card_invalid');

export const cardDeclined = () =>
  new HttpError(400, { card_number: ['Your card was declined.'] }, 'billing.card_declined');

/** The webhook of a server without a Stripe webhook secret does not exist. */
export const webhookNotConfigured = () =>
  new HttpError(404, { detail: 'Not found.' }, 'billing.webhook_not_configured');

export const invalidSignature = () =>
  new HttpError(400, { detail: 'Invalid signature.' }, 'billing.invalid_signature');

export const malformedEvent = () =>
  new HttpError(400, { detail: 'Malformed event.' }, 'billing.malformed_event');

/** Internal: the payment was settled by someone else while this transaction ran (never sent to a client). */
export const noLongerPending = () =>
  new HttpError(409, { detail: 'This payment is already settled.' }, 'billing.no_longer_pending');
export const isNoLongerPending = (error: unknown) =>
  error instanceof HttpError && error.code === 'billing.no_longer_pending';
