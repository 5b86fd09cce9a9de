import type { Payment } from '@quizzical/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const paymentQueryKey = (id: string) => ['billing', 'payment', id] as const;

/** GET /api/billing/payments/{id} -> the payment (status, amount, currency, licence once paid). */
export function getPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  return api.get<Payment>(`/api/billing/payments/${encodeURIComponent(id)}`, { signal });
}

export const paymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: paymentQueryKey(id), queryFn: ({ signal }) => getPayment(id, signal) });

export function usePayment(id: string) {
  return useQuery(paymentQueryOptions(id));
}
