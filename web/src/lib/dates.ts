/** Calendar days as the spec shows them (dd.MM.yyyy, §9) and as the API takes them (yyyy-MM-dd). */

const pad = (n: number) => String(n).padStart(2, '0');

/** A local Date as yyyy-MM-dd. */
export function toIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** dd.MM.yyyy of a Date (local time) or of a 'yyyy-MM-dd…' string (taken as written); '' when broken. */
export function formatDay(value: Date | string | null | undefined): string {
  if (!value) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    return `${pad(value.getDate())}.${pad(value.getMonth() + 1)}.${value.getFullYear()}`;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** 'dd.MM.yyyy' (a one-digit day or month is accepted) -> 'yyyy-MM-dd', or null when it is no real date. */
export function parseDay(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Whether a licence valid from..to (yyyy-MM-dd, inclusive) covers `today`. */
export function isActiveOn(validFrom: string, validTo: string, today: Date = new Date()): boolean {
  const day = toIsoDay(today);
  return validFrom.slice(0, 10) <= day && day <= validTo.slice(0, 10);
}
