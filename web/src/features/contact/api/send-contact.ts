import type { ContactBody } from '@quizzical/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/contact {name, email, phone, message, recaptcha (the ALTCHA payload)} -> 201 {id}. */
export function sendContact(input: ContactBody): Promise<{ id: number }> {
  return api.post<{ id: number }>('/api/contact', input, { auth: false });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
