import { formatDay } from '../dates';
import { getLanguage } from './runtime';

/**
 * Dates, numbers and percentages in the language on screen, through Intl. English keeps the spec's
 * dd.MM.yyyy. A component that formats calls useLanguage() so that it re-renders on a change.
 */

/** A calendar day: a Date (local time) or a 'yyyy-MM-dd…' string (taken as written). */
export function formatDate(value: Date | string | null | undefined): string {
  const language = getLanguage();
  if (language === 'en' || !value) return formatDay(value);
  const day = value instanceof Date ? value : /^(\d{4})-(\d{2})-(\d{2})/.exec(value)?.slice(1, 4).map(Number);
  const date = Array.isArray(day) ? new Date(day[0], day[1] - 1, day[2]) : day;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    date,
  );
}

/**
 * A number with the language's decimal sign ('3.5', '3,5'); no grouping of thousands unless asked, so
 * that English stays as the spec writes it.
 */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(getLanguage(), {
    useGrouping: false,
    maximumFractionDigits: 2,
    ...options,
  }).format(value);
}

/** A share (0.425) as a percentage ('43%', '43 %'), with `digits` decimals. */
export function formatPercent(share: number, digits = 0): string {
  return new Intl.NumberFormat(getLanguage(), {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(share);
}
