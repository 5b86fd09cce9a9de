import { getLanguage, getT } from '../../lib/i18n';

/**
 * Numbers of the results page in the language on screen ('72.5%', '72,5 %'): read the language when
 * called, so a component that formats calls useLanguage() or useT() to re-render on a change.
 */
const number = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(getLanguage(), options);

/** 72.5 -> "72.5%"; null -> "—". */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return number({ style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** One decimal at most: 12.34 -> "12.3". */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : number({ maximumFractionDigits: 1 }).format(value);
}

/** A statistic between −1 and 1: 0.6124 -> "0.61". */
export function formatStat(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  // -0.004 rounds to 0: no '-0.00'
  const rounded = Math.round(value * 100) / 100 || 0;
  return number({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rounded);
}

/** A share 0..1 as a whole percentage: 0.25 -> "25%". */
export function formatShare(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return number({ style: 'percent', maximumFractionDigits: 0 }).format(Math.round(value * 100) / 100);
}

/** A number a student typed or a teacher set, as precise as given: 9.81 -> "9,81" in French. */
export function formatAnswerNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : number({ maximumFractionDigits: 10 }).format(value);
}

export function formatCount(value: number): string {
  return number({}).format(value);
}

/** The dashboard's answers column (spec §9): round(responses / number_students * 100)% or '---'. */
export function answersPercentage(responses: number, numberStudents: number | null): string {
  if (!numberStudents) return '---';
  return formatShare(responses / numberStudents);
}

/** How a reliability (Cronbach's alpha, KR-20) reads for a classroom quiz (docs/STATISTICS.md §3.6). */
export function reliabilityWord(kr20: number | null): string | null {
  if (kr20 === null) return null;
  const t = getT();
  if (kr20 >= 0.8) return t('results.reliability.very_good');
  if (kr20 >= 0.7) return t('results.reliability.good');
  if (kr20 >= 0.5) return t('results.reliability.acceptable');
  return t('results.reliability.low');
}
