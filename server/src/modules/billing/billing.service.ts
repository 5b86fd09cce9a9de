import { randomBytes } from 'node:crypto';
import {
  type CheckoutQuery,
  checkoutTotal,
  type Payment,
  PRO_PRICE_PER_YEAR,
  SANDBOX_CARDS,
  type User,
} from '@quizzical/common';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { fieldError, HttpError, notFound } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import { presentLicense } from '../licenses/licenses.repository';
import type { LicensesService } from '../licenses/licenses.service';
import { isoMicro } from '../quizzes/quizzes.repository';
import type { BillingRepository, PaymentRow } from './billing.repository';
import type { PaymentProvider } from './providers/provider';
import { luhnValid } from './providers/sandbox';
import { verifyStripeSignature } from './providers/stripe';

/** How long a "fails later" sandbox card stays pending before it fails, like an asynchronous bank refusal. */
export const SANDBOX_LATE_FAILURE_MS = 3_000;

export interface BillingDeps {
  db: Db;
  repo: BillingRepository;
  licenses: LicensesService;
  /** undefined: no provider in production (no Stripe, no explicit sandbox), checkout answers 503. */
  provider: PaymentProvider | undefined;
  mailer: Mailer;
  config: Pick<AppConfig, 'now' | 'publicUrl' | 'stripe'>;
  findUserEmail: (userId: number) => Promise<string | undefined>;
}

const paymentsUnavailable = () =>
  new HttpError(503, {
    detail:
      'Payments are not available on this server: no payment provider is configured. Please contact the administrator.',
  });
const formatAmount = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

export function createBillingService(deps: BillingDeps) {
  const { db, repo, licenses, provider, mailer, config } = deps;

  function present(row: PaymentRow, license: Parameters<typeof presentLicense>[0] | null): Payment {
    return {
      id: row.id,
      status: row.status,
      amount: row.amount / 100,
      currency: row.currency,
      provider: row.provider,
      created_at: isoMicro(row.createdAt),
      paid_at: row.paidAt ? isoMicro(row.paidAt) : null,
      license: license ? presentLicense(license) : null,
    };
  }

  async function owned(user: User, id: string) {
    const found = await repo.find(id);
    if (!found || found.payment.userId !== user.id) throw notFound();
    return found;
  }

  /**
   * The one place a payment becomes a licence, for every provider: in one transaction the licence is
   * created and the payment marked paid (only if still pending, so a replay or a race grants nothing);
   * then the receipt is mailed.
   */
  async function completePayment(paymentId: string, providerRef: string) {
    const done = await db
      .transaction(async (tx) => {
        // inside the transaction: PGlite has one connection, and PostgreSQL must see the same snapshot
        const found = await repo.find(paymentId, tx as unknown as Db);
        if (found?.payment.status !== 'pending') return undefined;
        const license = await licenses.grantYear(found.payment.userId, tx as unknown as Db);
        const paid = await repo.markPaid(
          paymentId,
          { licenseId: license.id, paidAt: config.now(), providerRef },
          tx as unknown as Db,
        );
        if (!paid) throw new Error('payment no longer pending');
        return { payment: paid, license };
      })
      .catch((error) => {
        if (error instanceof Error && error.message === 'payment no longer pending') return undefined;
        throw error;
      });
    if (!done) return false;
    const email = await deps.findUserEmail(done.payment.userId);
    if (email) {
      const billing = done.payment.billing as CheckoutQuery;
      await mailer.send({
        to: email,
        subject: 'Your Quizzical Pro receipt',
        text: [
          `Hello ${billing.salutation} ${billing.familyName},`,
          '',
          'Thank you for your purchase. Your Pro licence is active.',
          '',
          `Product: Quizzical Pro plan, personal licence (1 year)`,
          `Amount paid: ${formatAmount(done.payment.amount, done.payment.currency)}`,
          `Valid from ${done.license.validFrom} to ${done.license.validTo}`,
          `Licence code: ${done.license.code}`,
          `Payment reference: ${done.payment.id} (${done.payment.provider} ${providerRef})`,
          '',
          `Billing address: ${billing.givenName} ${billing.familyName}, ${billing.street}, ${billing.postCode} ${billing.city}, ${billing.country}`,
          '',
          `Your quizzes: ${config.publicUrl}/quizz`,
        ].join('\n'),
      });
    }
    return true;
  }

  return {
    completePayment,

    async createTransaction(user: User, query: CheckoutQuery) {
      if (!provider) throw paymentsUnavailable();
      const amount = Math.round(checkoutTotal(PRO_PRICE_PER_YEAR, query.numberLicenses) * 100);
      const payment = await repo.insert({
        id: randomBytes(16).toString('hex'),
        userId: user.id,
        provider: provider.name,
        amount,
        currency: query.currency,
        billing: query,
      });
      const { url, providerRef } = await provider.startCheckout(payment, { email: user.email });
      if (providerRef) await repo.setProviderRef(payment.id, providerRef);
      return { url, payment_id: payment.id };
    },

    async get(user: User, id: string) {
      const found = await owned(user, id);
      return present(found.payment, found.license);
    },

    /** The sandbox payment page's "Pay" button: test cards succeed, are declined, or fail a moment later. */
    async sandboxPay(user: User, id: string, cardNumber: string) {
      const found = await owned(user, id);
      if (found.payment.provider !== 'sandbox') throw notFound();
      // a sandbox payment started before the server moved to Stripe (or to none) grants nothing
      if (provider?.name !== 'sandbox') throw paymentsUnavailable();
      if (found.payment.status !== 'pending')
        throw new HttpError(409, { detail: 'This payment is already settled.' });
      if (!luhnValid(cardNumber)) throw fieldError('card_number', 'Your card number is invalid.');
      if (cardNumber === SANDBOX_CARDS.declined) {
        await repo.settle(id, 'declined');
        throw fieldError('card_number', 'Your card was declined.');
      }
      if (cardNumber === SANDBOX_CARDS.failsLater) {
        setTimeout(() => void repo.settle(id, 'failed').catch(() => {}), SANDBOX_LATE_FAILURE_MS).unref();
        return { status: 'pending' as const, redirect: '/billing/confirmation' };
      }
      await completePayment(id, `sandbox_${randomBytes(8).toString('hex')}`);
      return { status: 'paid' as const, redirect: '/billing/confirmation' };
    },

    /** Stripe webhook: signature over the raw body, each event handled once. */
    async stripeWebhook(rawBody: Buffer, signature: string | undefined) {
      const secret = config.stripe?.webhookSecret;
      if (!secret) throw notFound();
      if (!verifyStripeSignature(rawBody, signature, secret, Math.floor(config.now().getTime() / 1000))) {
        throw new HttpError(400, { detail: 'Invalid signature.' });
      }
      let event: { id?: string; type?: string; data?: { object?: any } };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new HttpError(400, { detail: 'Malformed event.' });
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string')
        throw new HttpError(400, { detail: 'Malformed event.' });
      if (!(await repo.recordEvent(event.id, 'stripe', event.type)))
        return { received: true, duplicate: true };
      const session = event.data?.object ?? {};
      const paymentId: string | undefined = session.metadata?.payment_id ?? session.client_reference_id;
      if (paymentId) {
        if (
          (event.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
          event.type === 'checkout.session.async_payment_succeeded'
        ) {
          await completePayment(paymentId, String(session.id ?? ''));
        } else if (
          event.type === 'checkout.session.async_payment_failed' ||
          event.type === 'checkout.session.expired'
        ) {
          await repo.settle(paymentId, 'failed');
        }
      }
      return { received: true, duplicate: false };
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
