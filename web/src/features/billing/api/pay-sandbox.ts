import { useMutation, useQueryClient } from '@tanstack/react-query';
import { licenseKeys } from '../../../lib/api/licenses/get-licenses';
import { api } from '../../../lib/api-client';
import { paymentQueryKey } from './get-payment';

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

/** A paid payment brings a licence: the payment and the licence lists are read again. */
export function usePaySandbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: paySandbox,
    onSuccess: (_result, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: licenseKeys.all }),
      ]),
  });
}
