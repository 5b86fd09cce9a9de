import type { licenses } from './licenses.table';

export type LicenseRow = typeof licenses.$inferSelect;

/** A licence as the API shows it (spec §7 Licenses). */
export const presentLicense = (l: LicenseRow) => ({
  code: l.code,
  tier: l.tier,
  valid_from: l.validFrom,
  valid_to: l.validTo,
});
