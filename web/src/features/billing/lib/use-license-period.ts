import { coveredUntil, dayAfter, licenseDayOf, licenseValidTo } from '@quizzical/common';
import { useLicenses } from '../../../lib/api/licenses/get-licenses';
import { formatDate, useLanguage } from '../../../lib/i18n';

/** The days a licence bought today covers, as shown; `stacked` when it starts after a running one. */
export interface LicensePeriod {
  stacked: boolean;
  from: string;
  until: string;
}

/**
 * The server's rule for the licence a payment creates (common/src/license-dates.ts): a year from today,
 * or from the day after the buyer's running licence ends.
 */
export function useLicensePeriod(): LicensePeriod {
  const licenses = useLicenses();
  // written in the language on screen: a new language renders the days again
  useLanguage();
  const today = licenseDayOf(new Date());
  const running = coveredUntil(licenses.data ?? [], today);
  const from = running === undefined ? today : dayAfter(running);
  return { stacked: running !== undefined, from: formatDate(from), until: formatDate(licenseValidTo(from)) };
}
