import type { CheckoutQuery } from '@quizzical/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Transaction {
  /** The payment provider's page (the sandbox page of this app, or Stripe). */
  url: string;
  payment_id: string;
}

/** GET /api/billing/transaction?currency&numberLicenses&salutation&… -> {url, payment_id} (spec §7 Billing). */
export function createTransaction(input: CheckoutQuery): Promise<Transaction> {
  return api.get<Transaction>('/api/billing/transaction', { query: { ...input } });
}

export function useCreateTransaction() {
  return useMutation({ mutationFn: createTransaction });
}
