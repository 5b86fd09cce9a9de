const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en');

/** 72.5 -> "72.5%"; null -> "—". */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${oneDecimal.format(value)}%`;
}

/** One decimal at most: 12.34 -> "12.3". */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : oneDecimal.format(value);
}

/** A statistic between −1 and 1: 0.6124 -> "0.61". */
export function formatStat(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  const text = twoDecimals.format(value);
  return text === '-0.00' ? '0.00' : text;
}

/** A share 0..1 as a whole percentage: 0.25 -> "25%". */
export function formatShare(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${Math.round(value * 100)}%`;
}

export function formatCount(value: number): string {
  return whole.format(value);
}

/** The dashboard's answers column (spec §9): round(responses / number_students * 100)% or '---'. */
export function answersPercentage(responses: number, numberStudents: number | null): string {
  if (!numberStudents) return '---';
  return `${Math.round((responses / numberStudents) * 100)}%`;
}

/** How a KR-20 value reads for a classroom quiz (docs/STATISTICS.md §3.6). */
export function reliabilityWord(kr20: number | null): string | null {
  if (kr20 === null) return null;
  if (kr20 >= 0.8) return 'Very good';
  if (kr20 >= 0.7) return 'Good';
  if (kr20 >= 0.5) return 'Acceptable';
  return 'Low';
}

/** The student link of a quiz: /q/{code} on `base` (useLinkBase: the address phones can open). */
export function studentLink(code: string, base = window.location.origin): string {
  return `${base}/q/${code}`;
}

export function qrCodeUrl(code: string, size: 5 | 10): string {
  return `/image/quizz/qrcode/${encodeURIComponent(code)}/${size}`;
}
