import type { PaymentProvider } from './provider';

/**
 * The built-in provider: its "payment page" is a page of this app (/billing/sandbox/{id}) where a test
 * card number is entered; the charge then goes through the same completion code as Stripe's webhook.
 */
export function createSandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async startCheckout(payment) {
      return { url: `${publicUrl}/billing/sandbox/${payment.id}` };
    },
  };
}

/** Luhn checksum, as card numbers carry it. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
