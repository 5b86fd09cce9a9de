import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/api-client';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { AccountBillingPage } from '../pages/account-billing-page';
import { CheckoutPage } from '../pages/checkout-page';
import { ChoosePlanPage } from '../pages/choose-plan-page';
import { ConfirmationPage } from '../pages/confirmation-page';
import { PlansPage } from '../pages/plans-page';
import { SandboxPaymentPage } from '../pages/sandbox-payment-page';

const PAYMENT_ID = 'a'.repeat(32);
const TEST_MODE_LABEL = 'Test mode: no real payment';

/** A server whose /api/config names `provider`; the other billing calls answer plausibly. */
function serverWith(provider: 'sandbox' | 'stripe' | 'none') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/config'))
        return jsonResponse(200, {
          back_url: 'http://localhost/',
          public_url: 'http://localhost',
          payment_provider: provider,
          currencies: ['CHF', 'EUR', 'USD'],
          pro_price: 49,
          version: '1.0.0',
        });
      if (url.includes('/api/license')) return jsonResponse(200, []);
      if (url.includes('/api/billing/payments/'))
        return jsonResponse(200, {
          id: PAYMENT_ID,
          status: 'pending',
          amount: 49,
          currency: 'CHF',
          provider: 'sandbox',
          created_at: '2026-01-01T00:00:00.000000Z',
          paid_at: null,
          license: null,
        });
      return jsonResponse(404, { detail: 'Not found.' });
    }),
  );
  session.setTokens({ access: 'a', refresh: 'r' });
}

afterEach(() => {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
});

const PAGES: [string, ReactNode, { path?: string; routePath?: string }][] = [
  ['plans', <PlansPage key="plans" />, {}],
  ['account billing', <AccountBillingPage key="account" />, {}],
  ['choose plan', <ChoosePlanPage key="choose" />, {}],
  ['checkout', <CheckoutPage key="checkout" />, {}],
  [
    'sandbox payment',
    <SandboxPaymentPage key="sandbox" />,
    { path: `/billing/sandbox/${PAYMENT_ID}`, routePath: '/billing/sandbox/:id' },
  ],
  ['confirmation', <ConfirmationPage key="confirmation" />, {}],
];

describe('test mode label', () => {
  it.each(PAGES)('labels the %s page while the sandbox takes payments', async (_name, page, where) => {
    serverWith('sandbox');
    renderWithApp(page, where);
    expect(await screen.findByText(TEST_MODE_LABEL)).toBeTruthy();
  });

  it('shows no label with Stripe or without a provider', async () => {
    for (const provider of ['stripe', 'none'] as const) {
      serverWith(provider);
      renderWithApp(<ChoosePlanPage />);
      await screen.findByRole('heading', { name: 'Choose your plan' });
      // let the config request settle before looking
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByText(TEST_MODE_LABEL)).toBeNull();
      cleanup();
    }
  });
});
