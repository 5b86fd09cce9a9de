import type { PaymentRow } from '../billing.repository';

/** What a card payment provider does for us: turn a pending payment into a page where the buyer pays. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Returns the URL the browser goes to, and the provider's reference when it has one already. */
  startCheckout(
    payment: PaymentRow,
    buyer: { email: string },
  ): Promise<{ url: string; providerRef?: string }>;
}
