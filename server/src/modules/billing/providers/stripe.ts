import Stripe from 'stripe';
import { invalidSignature, malformedEvent } from '../billing.errors';
import type { PaymentProvider } from './provider';

/** Stripe Checkout: a hosted payment page; the licence is granted by the webhook, not by the redirect. */
export function createStripeProvider(opts: {
  secretKey: string;
  publicUrl: string;
  /** Another Stripe-compatible endpoint (tests, a self-hosted proxy); only its origin is used. */
  apiBase?: string;
}): PaymentProvider {
  const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
  const stripe = new Stripe(opts.secretKey, {
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
  return {
    name: 'stripe',
    async startCheckout(payment, buyer) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        success_url: `${opts.publicUrl}/billing/confirmation`,
        cancel_url: `${opts.publicUrl}/billing/plan`,
        client_reference_id: payment.id,
        customer_email: buyer.email,
        metadata: { payment_id: payment.id },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: payment.currency.toLowerCase(),
              unit_amount: payment.amount,
              product_data: { name: 'Quizzical Pro, personal licence, 1 year' },
            },
          },
        ],
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { url: session.url, providerRef: session.id };
    },
  };
}

/**
 * The event Stripe signed: `Stripe-Signature` checked over the raw body with the webhook secret and a
 * tolerance on its timestamp against replays of old captures (`receivedAt` is the server's clock).
 */
export function readStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  receivedAt: Date,
) {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      secret,
      undefined,
      undefined,
      receivedAt.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw invalidSignature();
    throw malformedEvent(); // signed, but not JSON
  }
  // typed by the SDK, but only a signature stands behind it: check the shape we read
  if (
    typeof event?.id !== 'string' ||
    typeof event.type !== 'string' ||
    typeof event.data?.object !== 'object'
  )
    throw malformedEvent();
  return event;
}

/** What a Checkout event means for our payment: paid, failed, or nothing (other events, no payment id). */
export function checkoutOutcome(event: Stripe.Event) {
  let paid: boolean;
  if (event.type === 'checkout.session.completed') {
    if (event.data.object.payment_status !== 'paid') return undefined; // paid later: async_payment_succeeded
    paid = true;
  } else if (event.type === 'checkout.session.async_payment_succeeded') paid = true;
  else if (
    event.type === 'checkout.session.async_payment_failed' ||
    event.type === 'checkout.session.expired'
  )
    paid = false;
  else return undefined;
  const session = event.data.object;
  const paymentId = session.metadata?.payment_id ?? session.client_reference_id;
  return paymentId ? { paymentId, paid, sessionId: String(session.id ?? '') } : undefined;
}
