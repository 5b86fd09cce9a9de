import { randomBytes } from 'node:crypto';
import {
  type CheckoutQuery,
  checkoutTotal,
  type Language,
  PRO_PRICE_PER_YEAR,
  SANDBOX_CARDS,
  type User,
} from '@quizzical/common';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { translator } from '../../i18n/catalogue';
import { letter } from '../../i18n/letter';
import type { Mailer } from '../../lib/mailer';
import type { LicensesService } from '../licenses/licenses.service';
import {
  alreadySettled,
  cardDeclined,
  cardNumberInvalid,
  isNoLongerPending,
  noLongerPending,
  paymentNotFound,
  paymentsUnavailable,
  webhookNotConfigured,
} from './billing.errors';
import { presentPayment } from './billing.presenters';
import type { BillingRepository } from './billing.repository';
import type { PaymentProvider } from './providers/provider';
import { luhnValid } from './providers/sandbox';
import { checkoutOutcome, readStripeEvent } from './providers/stripe';

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
  /** Where the receipt goes, and in which language (the account's). */
  findUserAddress: (userId: number) => Promise<{ email: string; language: Language } | undefined>;
}

/** English as it always read ("49.00 CHF"); other languages as they write amounts ("49,00 CHF"). */
const formatAmount = (cents: number, currency: string, language: Language) =>
  language === 'en'
    ? `${(cents / 100).toFixed(2)} ${currency}`
    : new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);

export function createBillingService(deps: BillingDeps) {
  const { db, repo, licenses, provider, mailer, config } = deps;

  async function owned(user: User, id: string) {
    const found = await repo.find(id);
    if (!found || found.payment.userId !== user.id) throw paymentNotFound();
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
        const found = await repo.find(paymentId, tx);
        if (found?.payment.status !== 'pending') return undefined;
        const license = await licenses.grantYear(found.payment.userId, tx);
        const paid = await repo.markPaid(
          paymentId,
          { licenseId: license.id, paidAt: config.now(), providerRef },
          tx,
        );
        // rolls the licence back: someone else settled the payment meanwhile
        if (!paid) throw noLongerPending();
        return { payment: paid, license };
      })
      .catch((error) => {
        if (isNoLongerPending(error)) return undefined;
        throw error;
      });
    if (!done) return false;
    const reader = await deps.findUserAddress(done.payment.userId);
    if (reader) {
      const billing = done.payment.billing as CheckoutQuery;
      const t = translator(reader.language);
      const { payment, license } = done;
      await mailer.send({
        to: reader.email,
        subject: t('mail.receipt.subject'),
        // by name: a title typed for the invoice address reads oddly in a greeting ("Hello Mr Teacher")
        text: letter(
          t,
          `${billing.givenName} ${billing.familyName}`,
          t('mail.receipt.body', {
            amount: formatAmount(payment.amount, payment.currency, reader.language),
            validFrom: license.validFrom,
            validTo: license.validTo,
            licenceCode: license.code,
            reference: `${payment.id} (${payment.provider} ${providerRef})`,
            address: `${billing.givenName} ${billing.familyName}, ${billing.street}, ${billing.postCode} ${billing.city}, ${billing.country}`,
            link: `${config.publicUrl}/quizz`,
          }),
        ),
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
      return presentPayment(found.payment, found.license);
    },

    /** The sandbox payment page's "Pay" button: test cards succeed, are declined, or fail a moment later. */
    async sandboxPay(user: User, { id, cardNumber }: { id: string; cardNumber: string }) {
      const found = await owned(user, id);
      if (found.payment.provider !== 'sandbox') throw paymentNotFound();
      // a sandbox payment started before the server moved to Stripe (or to none) grants nothing
      if (provider?.name !== 'sandbox') throw paymentsUnavailable();
      if (found.payment.status !== 'pending') throw alreadySettled();
      if (!luhnValid(cardNumber)) throw cardNumberInvalid();
      if (cardNumber === SANDBOX_CARDS.declined) {
        await repo.settle(id, 'declined');
        throw cardDeclined();
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
      if (!secret) throw webhookNotConfigured();
      const event = readStripeEvent(rawBody, signature, secret, config.now());
      if (!(await repo.recordEvent({ id: event.id, provider: 'stripe', type: event.type })))
        return { received: true, duplicate: true };
      const outcome = checkoutOutcome(event);
      if (outcome?.paid) await completePayment(outcome.paymentId, outcome.sessionId);
      else if (outcome) await repo.settle(outcome.paymentId, 'failed');
      return { received: true, duplicate: false };
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
