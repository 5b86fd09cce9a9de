import { createServer, type Server } from 'node:http';
import { licenseValidTo, MESSAGES, SANDBOX_CARDS } from '@quizzical/common';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, createActiveUser, createTestApp, found, type TestApp } from '../../test/test-app';
import { postJsonText } from '../../test/test-calls';
import { SANDBOX_LATE_FAILURE_MS } from './billing.service';

const CHECKOUT = {
  currency: 'CHF',
  numberLicenses: '1',
  salutation: 'Ms',
  givenName: 'Ada',
  familyName: 'Lovelace',
  street: 'Rue du Lac 1',
  postCode: '1000',
  city: 'Lausanne',
  country: 'CH',
};
const signStripePayload = (payload: string, secret: string, timestamp: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('buying Pro through the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const checkout = async (who: { auth: Record<string, string> }, params: Record<string, string> = CHECKOUT) =>
    t.app.inject({ method: 'GET', url: `/api/billing/transaction?${query(params)}`, headers: who.auth });
  const pay = (who: { auth: Record<string, string> }, id: string, card: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/billing/sandbox/${id}/pay`,
      headers: who.auth,
      payload: { card_number: card },
    });

  it('computes the amount on the server and answers the local payment page', async () => {
    const buyer = await createActiveUser(t);
    const res = await checkout(buyer, { ...CHECKOUT, currency: 'EUR', amount: '1', price: '0' });
    expect(res.statusCode).toBe(200);
    const { url, payment_id } = res.json();
    expect(url).toBe(`http://quizzical.test/billing/sandbox/${payment_id}`);
    const payment = (
      await t.app.inject({ method: 'GET', url: `/api/billing/payments/${payment_id}`, headers: buyer.auth })
    ).json();
    expect(payment).toMatchObject({
      status: 'pending',
      amount: 49,
      currency: 'EUR',
      provider: 'sandbox',
      license: null,
    });
    const stranger = await createActiveUser(t);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/billing/payments/${payment_id}`,
          headers: stranger.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('validates the checkout with the spec messages', async () => {
    const buyer = await createActiveUser(t);
    const res = await checkout(buyer, {
      currency: 'USD',
      salutation: 'Dr',
      country: 'US',
      numberLicenses: '2',
      givenName: '',
      familyName: ' ',
      street: '',
      postCode: '',
      city: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      givenName: [MESSAGES.enterFirstNameCheckout],
      familyName: [MESSAGES.enterLastNameCheckout],
      street: [MESSAGES.enterStreet],
      postCode: [MESSAGES.enterPostalCode],
      city: [MESSAGES.enterCity],
    });
    expect(Object.keys(res.json())).toEqual(
      expect.arrayContaining(['currency', 'salutation', 'country', 'numberLicenses']),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/billing/transaction?${query(CHECKOUT)}` })).statusCode,
    ).toBe(401);
  });

  it('activates a year of Pro on a successful card, mails a receipt, and settles only once', async () => {
    const buyer = await createActiveUser(t, 'buyer@example.com');
    const { payment_id } = (await checkout(buyer)).json();
    expect((await pay(buyer, payment_id, '4242 4242 4242 4241')).json()).toEqual({
      card_number: ['Your card number is invalid.'],
    });
    const ok = await pay(buyer, payment_id, SANDBOX_CARDS.success);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'paid', redirect: '/billing/confirmation' });
    const today = t.clock.now().toISOString().slice(0, 10);
    const licenses = (
      await t.app.inject({ method: 'GET', url: '/api/license?active=true', headers: buyer.auth })
    ).json();
    expect(licenses).toHaveLength(1);
    expect(licenses[0].valid_from).toBe(today);
    // the checkout page shows the same day (one rule in common: license-dates.ts)
    expect(licenses[0].valid_to).toBe(licenseValidTo(today));
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: buyer.auth })).json()
        .user_permissions,
    ).toContain('P');
    const receipt = (await t.mails()).filter(
      (m) => m.to.includes('buyer@example.com') && /receipt/i.test(m.subject),
    );
    expect(receipt).toHaveLength(1);
    expect(receipt[0].text).toContain('49.00 CHF');
    expect(receipt[0].text).toContain(licenses[0].code);
    expect((await pay(buyer, payment_id, SANDBOX_CARDS.success)).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/license', headers: buyer.auth })).json(),
    ).toHaveLength(1);
  });

  it('greets the buyer by given and family name in the receipt, without the title', async () => {
    const buyer = await createActiveUser(t, 'anna@example.com');
    const { payment_id } = (
      await checkout(buyer, { ...CHECKOUT, salutation: 'Ms', givenName: 'Anna', familyName: 'Teacher' })
    ).json();
    expect((await pay(buyer, payment_id, SANDBOX_CARDS.success)).statusCode).toBe(200);
    const [receipt] = (await t.mails()).filter(
      (m) => m.to.includes('anna@example.com') && /receipt/i.test(m.subject),
    );
    expect(receipt.text.split('\n')[0]).toBe('Hello Anna Teacher,');
  });

  it("mails the receipt in the buyer's account language, amounts as that language writes them", async () => {
    const buyer = await createActiveUser(t, 'kaeuferin@example.com', 'correct horse battery', {
      language: 'de',
    });
    const { payment_id } = (await checkout(buyer)).json();
    expect((await pay(buyer, payment_id, SANDBOX_CARDS.success)).statusCode).toBe(200);
    const receipt = found(
      (await t.mails()).find((m) => m.to.includes('kaeuferin@example.com') && /Quittung/.test(m.subject)),
      'the German receipt',
    );
    expect(receipt.subject).toBe('Ihre Quittung für Quizzical Pro');
    expect(receipt.text).toMatch(/^Hallo Ada Lovelace,\n\nvielen Dank für Ihren Kauf\./);
    // Intl keeps the amount and its currency together with a no-break space
    expect(receipt.text).toContain('Bezahlter Betrag: 49,00\u00a0CHF');
  });

  it('starts a year bought during a running licence the day after that licence ends', async () => {
    const buyer = await createActiveUser(t);
    const buyYear = async () => {
      const { payment_id } = (await checkout(buyer)).json();
      expect((await pay(buyer, payment_id, SANDBOX_CARDS.success)).statusCode).toBe(200);
    };
    await buyYear();
    await buyYear();
    const today = t.clock.now().toISOString().slice(0, 10);
    const licenses = (await t.app.inject({ method: 'GET', url: '/api/license', headers: buyer.auth })).json();
    const periods = licenses
      .map((l: { valid_from: string; valid_to: string }) => [l.valid_from, l.valid_to])
      .sort();
    const firstEnd = licenseValidTo(today);
    const secondStart = new Date(Date.parse(`${firstEnd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(periods).toEqual([
      [today, firstEnd],
      [secondStart, licenseValidTo(secondStart)],
    ]);
  });

  it('leaves the buyer free when the card is declined or fails later', async () => {
    const buyer = await createActiveUser(t);
    const first = (await checkout(buyer)).json().payment_id;
    const declined = await pay(buyer, first, SANDBOX_CARDS.declined);
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({ card_number: ['Your card was declined.'] });
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/billing/payments/${first}`, headers: buyer.auth })
      ).json().status,
    ).toBe('declined');

    const second = (await checkout(buyer)).json().payment_id;
    expect((await pay(buyer, second, SANDBOX_CARDS.failsLater)).json()).toEqual({
      status: 'pending',
      redirect: '/billing/confirmation',
    });
    await new Promise((r) => setTimeout(r, SANDBOX_LATE_FAILURE_MS + 300));
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/billing/payments/${second}`, headers: buyer.auth })
      ).json().status,
    ).toBe('failed');
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: buyer.auth })).json()
        .user_permissions,
    ).toEqual([]);
  });
});

describe('buying Pro through Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret';
  let t: TestApp;
  let fakeStripe: Server;
  const sessionsCreated: URLSearchParams[] = [];

  beforeAll(async () => {
    // A stand-in for Stripe's API on loopback: answers Checkout Session creation like Stripe does.
    fakeStripe = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        sessionsCreated.push(form);
        const ok = req.url === '/v1/checkout/sessions' && req.headers.authorization === 'Bearer sk_test_123';
        res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            ok ? { id: 'cs_test_1', url: 'https://checkout.stripe.test/pay/cs_test_1' } : { error: 'no' },
          ),
        );
      });
    });
    await new Promise<void>((r) => fakeStripe.listen(0, '127.0.0.1', r));
    const port = (fakeStripe.address() as { port: number }).port;
    t = await createTestApp({
      paymentProvider: 'stripe',
      stripe: {
        secretKey: 'sk_test_123',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: `http://127.0.0.1:${port}/v1`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fakeStripe.close();
  });

  const webhook = (event: unknown, signature?: string) => {
    const raw = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature':
          signature ?? signStripePayload(raw, WEBHOOK_SECRET, Math.floor(t.clock.now().getTime() / 1000)),
      },
      payload: raw,
    });
  };

  it('creates a Checkout Session with the server-computed amount and grants Pro on the signed webhook, once', async () => {
    const buyer = await createActiveUser(t, 'stripe-buyer@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/billing/transaction?${query({ ...CHECKOUT, currency: 'EUR' })}`,
      headers: buyer.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toBe('https://checkout.stripe.test/pay/cs_test_1');
    const sent = found(sessionsCreated.at(-1), 'a checkout session sent to Stripe');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('4900');
    expect(sent.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(sent.get('metadata[payment_id]')).toBe(res.json().payment_id);

    const event = {
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: {
        object: { id: 'cs_test_1', payment_status: 'paid', metadata: { payment_id: res.json().payment_id } },
      },
    };
    const first = await webhook(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/users/me/', headers: buyer.auth })).json()
        .user_permissions,
    ).toContain('P');

    const replay = await webhook(event);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // the same payment announced again under a new event id grants nothing more either
    expect((await webhook({ ...event, id: 'evt_2' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/license', headers: buyer.auth })).json(),
    ).toHaveLength(1);
  });

  it('refuses a bad signature, a stale timestamp and a body changed after signing', async () => {
    const event = { id: 'evt_bad', type: 'checkout.session.completed', data: { object: {} } };
    expect((await webhook(event, 't=1,v1=deadbeef')).statusCode).toBe(400);
    expect(
      (
        await webhook(
          event,
          signStripePayload(JSON.stringify(event), 'whsec_other', Math.floor(t.clock.now().getTime() / 1000)),
        )
      ).statusCode,
    ).toBe(400);
    const stale = signStripePayload(
      JSON.stringify(event),
      WEBHOOK_SECRET,
      Math.floor(t.clock.now().getTime() / 1000) - 3600,
    );
    expect((await webhook(event, stale)).statusCode).toBe(400);
    const signedOther = signStripePayload(
      JSON.stringify({ ...event, id: 'evt_x' }),
      WEBHOOK_SECRET,
      Math.floor(t.clock.now().getTime() / 1000),
    );
    expect((await webhook(event, signedOther)).statusCode).toBe(400);
    const missing = await postJsonText(t, '/api/billing/stripe/webhook', '{}');
    expect(missing.statusCode).toBe(400);
  });
});

describe('which provider takes payments', () => {
  it('is the sandbox by default, Stripe when configured, and none in production unless the sandbox is asked for', () => {
    expect(configFromEnv({}).paymentProvider).toBe('sandbox');
    expect(configFromEnv({ NODE_ENV: 'production' }).paymentProvider).toBe('none');
    expect(configFromEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe(
      'sandbox',
    );
    expect(configFromEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }).paymentProvider).toBe(
      'stripe',
    );
    expect(() => configFromEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('refuses checkout with a clear 503 when no provider is configured, and says so in /api/config', async () => {
    const t = await createTestApp({ paymentProvider: 'none' });
    try {
      const buyer = await createActiveUser(t);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/billing/transaction?${query(CHECKOUT)}`,
        headers: buyer.auth,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toMatch(/payments are not available on this server/i);
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().payment_provider).toBe(
        'none',
      );
    } finally {
      await t.close();
    }
  });

  it('tells the web that the sandbox is active, so it can label the billing pages', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().payment_provider).toBe(
        'sandbox',
      );
    } finally {
      await t.close();
    }
  });
});
