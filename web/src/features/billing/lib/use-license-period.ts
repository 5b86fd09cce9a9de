import { coveredUntil, dayAfter, licenseDayOf, licenseValidTo } from '@quizzical/common';
import { useMemo } from 'react';
import { useLicenses } from '../../../lib/api/licenses/get-licenses';
import { formatDay } from '../../../lib/dates';

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
  return useMemo(() => {
    const today = licenseDayOf(new Date());
    const running = coveredUntil(licenses.data ?? [], today);
    const from = running === undefined ? today : dayAfter(running);
    return { stacked: running !== undefined, from: formatDay(from), until: formatDay(licenseValidTo(from)) };
  }, [licenses.data]);
}
