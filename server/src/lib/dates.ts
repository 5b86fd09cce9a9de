/** Timestamps the way the spec's client reads them (Django REST framework's): microseconds and a trailing Z. */
export const isoMicro = (date: Date) => date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

const UNITS = [
  { ms: 24 * 3600_000, one: 'a day', many: 'days' },
  { ms: 3600_000, one: 'an hour', many: 'hours' },
  { ms: 60_000, one: 'a minute', many: 'minutes' },
] as const;

/**
 * A duration in the words of the texts ("3 days", "an hour", "15 minutes"), so that a mail or an error
 * says the configured window rather than restating its number: the largest unit that divides it.
 */
export function durationInWords(ms: number): string {
  for (const unit of UNITS) {
    if (ms >= unit.ms && ms % unit.ms === 0) {
      const count = ms / unit.ms;
      return count === 1 ? unit.one : `${count} ${unit.many}`;
    }
  }
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds === 1 ? 'a second' : `${seconds} seconds`;
}
