import { detailError, fieldError, HttpError } from '../../lib/http-errors';

/** Also for another user's payment: payment ids of others are not confirmed. */
export const paymentNotFound = () => detailError(404, 'billing.payment_not_found');

/** No provider in production (no Stripe, no explicit sandbox), or a sandbox payment after a switch. */
export const paymentsUnavailable = () => detailError(503, 'billing.unavailable');

export const alreadySettled = () => detailError(409, 'billing.already_settled');

export const cardNumberInvalid = () => fieldError(400, 'billing.card_invalid', 'card_number');

export const cardDeclined = () => fieldError(400, 'billing.card_declined', 'card_number');

/** The webhook of a server without a Stripe webhook secret does not exist. */
export const webhookNotConfigured = () => detailError(404, 'billing.webhook_not_configured');

export const invalidSignature = () => detailError(400, 'billing.invalid_signature');

export const malformedEvent = () => detailError(400, 'billing.malformed_event');

/** Internal: the payment was settled by someone else while this transaction ran (never sent to a client). */
export const noLongerPending = () => detailError(409, 'billing.no_longer_pending');
export const isNoLongerPending = (error: unknown) =>
  error instanceof HttpError && error.code === 'billing.no_longer_pending';
