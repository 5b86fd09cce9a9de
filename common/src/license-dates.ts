/**
 * "One year from today" for a Pro licence, one rule for the checkout page and the server (once
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

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayFromNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The calendar day after `day` (yyyy-MM-dd). */
export const dayAfter = (day: string): string => dayFromNumber(dayNumber(day) + 1);

/**
 * The last day a user's licences cover without a gap from `today` on (yyyy-MM-dd), or undefined when
 * none is valid today: a licence stacked after another (below) extends the run.
 */
export function coveredUntil(
  periods: readonly { valid_from: string; valid_to: string }[],
  today: string,
): string | undefined {
  let until: string | undefined;
  const byStart = [...periods].sort((a, b) => a.valid_from.localeCompare(b.valid_from));
  let extended = true;
  while (extended) {
    extended = false;
    for (const period of byStart) {
      const from = period.valid_from.slice(0, 10);
      const to = period.valid_to.slice(0, 10);
      const reaches = until === undefined ? from <= today : from <= dayAfter(until);
      if (reaches && to >= today && (until === undefined || to > until)) {
        until = to;
        extended = true;
      }
    }
  }
  return until;
}

/**
 * The days a licence runs for a user whose licences already run to `runningUntil` (their latest last
 * day, or undefined): a licence activated or bought during a running one starts the day after it ends
 * and keeps its length, so a second code or a second year is never spent on days already covered.
 * The length counted is what the licence still gives from `today` (a code valid since January and
 * activated in June gives June to its end). Without a running licence the dates stay as they are.
 */
export function stackedPeriod(
  period: { validFrom: string; validTo: string },
  today: string,
  runningUntil: string | undefined,
): { validFrom: string; validTo: string } {
  const start = period.validFrom > today ? period.validFrom : today;
  if (runningUntil === undefined || runningUntil < start) return period;
  const days = dayNumber(period.validTo) - dayNumber(start);
  const validFrom = dayAfter(runningUntil);
  return { validFrom, validTo: dayFromNumber(dayNumber(validFrom) + days) };
}
