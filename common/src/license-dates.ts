/**
 * "One year from today" for a Pro licence, one rule for the checkout page and the server (issue 13:
 * the checkout said 23.11.2027 and the licence 22.11.2027). Days are yyyy-MM-dd calendar days in UTC,
 * the server's day; both ends are valid days.
 */

/** The UTC calendar day of `now` (yyyy-MM-dd): the day a licence bought now starts. */
export const licenseDayOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * The last valid day of a year of Pro starting on `from` (yyyy-MM-dd): the day before the same date a
 * year later, so 2026-11-23 runs to 2027-11-22. From 29 February the next year has no 29 February:
 * the year runs to 28 February (2028-02-29 → 2029-02-28); from 1 March 2027 it ends on 29 February 2028.
 */
export function licenseValidTo(from: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(from);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd day: ${from}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // the same date next year (29 February rolls over to 1 March), then the day before it
  return new Date(Date.UTC(year + 1, month, day) - 86_400_000).toISOString().slice(0, 10);
}

/** The last valid day of a year of Pro bought at `now`. */
export const licenseValidToFor = (now: Date): string => licenseValidTo(licenseDayOf(now));
