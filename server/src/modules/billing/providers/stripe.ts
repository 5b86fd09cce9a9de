import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider } from './provider';

const STRIPE_API = 'https://api.stripe.com/v1';

/** Stripe Checkout: a hosted payment page; the licence is granted by the webhook, not by the redirect. */
export function createStripeProvider(opts: {
  secretKey: string;
  publicUrl: string;
  apiBase?: string;
}): PaymentProvider {
  // apiBase points tests (and a self-hosted proxy) at another Stripe-compatible endpoint
  const api = opts.apiBase ?? STRIPE_API;
  return {
    name: 'stripe',
    async startCheckout(payment, buyer) {
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: `${opts.publicUrl}/billing/confirmation`,
        cancel_url: `${opts.publicUrl}/billing/plan`,
        client_reference_id: payment.id,
        customer_email: buyer.email,
        'metadata[payment_id]': payment.id,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': payment.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(payment.amount),
        'line_items[0][price_data][product_data][name]': 'Quizzical Pro, personal licence, 1 year',
      });
      const res = await fetch(`${api}/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${opts.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
      });
      if (!res.ok) throw new Error(`Stripe refused the checkout session: ${res.status} ${await res.text()}`);
      const session = (await res.json()) as { id: string; url: string };
      return { url: session.url, providerRef: session.id };
    },
  };
}

/**
 * Checks a `Stripe-Signature` header (t=timestamp, v1=HMAC-SHA256 of "t.rawBody") against the webhook
 * secret, with a tolerance on the timestamp against replays of old captures.
 */
export function verifyStripeSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
) {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  const signatures = header
    .split(',')
    .filter((p) => p.trim().startsWith('v1='))
    .map((p) => Buffer.from(p.trim().slice(3), 'hex'));
  return signatures.some((s) => s.length === expected.length && timingSafeEqual(s, expected));
}

/** Builds a valid header for tests and for the documentation's curl example. */
export function signStripePayload(rawBody: string, secret: string, timestamp: number) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
