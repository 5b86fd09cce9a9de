/**
 * The browser's IANA time zone (e.g. 'Europe/Zurich'), sent with the results exports so that their times
 * are the teacher's and their headers name the zone; undefined when the browser does not tell (the server
 * then writes UTC and says so).
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO timestamp as a `datetime-local` input's value ('2026-03-02T08:00'), in the browser's time zone;
 * '' for none (the input then shows empty).
 */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value, read in the browser's time zone, as an ISO timestamp; null when empty or not a time. */
export function fromDateTimeLocal(value: string): string | null {
  if (!value) return null;
  // without a zone, a date-time form is local time (ECMAScript's Date.parse)
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A timestamp as the reader's browser shows dates and times ('Mon, 2 Mar 2026, 08:00'), in their time zone. */
export function formatDateTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
