import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SandboxPayResult {
  status: 'paid' | 'pending';
  redirect: string;
}

/** POST /api/billing/sandbox/{id}/pay {card_number}; 400 {card_number: [...]} when refused, 409 when settled. */
export function paySandbox({
  id,
  cardNumber,
}: {
  id: string;
  cardNumber: string;
}): Promise<SandboxPayResult> {
  return api.post<SandboxPayResult>(`/api/billing/sandbox/${encodeURIComponent(id)}/pay`, {
    card_number: cardNumber,
  });
}

export function usePaySandbox() {
  return useMutation({ mutationFn: paySandbox });
}
