import type { Payment } from '@quizzical/common';
import { isoMicro } from '../../lib/dates';
import { type LicenseRow, presentLicense } from '../licenses/licenses.presenters';
import type { PaymentRow } from './billing.repository';

/** A payment as the API shows it (spec §7 Billing): amounts in currency units, not cents. */
export const presentPayment = (row: PaymentRow, license: LicenseRow | null): Payment => ({
  id: row.id,
  status: row.status,
  amount: row.amount / 100,
  currency: row.currency,
  provider: row.provider,
  created_at: isoMicro(row.createdAt),
  paid_at: row.paidAt ? isoMicro(row.paidAt) : null,
  license: license ? presentLicense(license) : null,
});
