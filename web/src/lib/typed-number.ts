import { NUMBER_ABS_MAX } from '@quizzical/common';

/** The signs a language writes numbers with: its decimal sign and its thousands separator. */
function numberSigns(language: string) {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

const SPACES_AND_APOSTROPHES = /[\s\u00a0\u202f'’]/g;
const GROUPED = (sign: string) => new RegExp(`^\\d{1,3}(\\${sign}\\d{3})+$`);

/**
 * A number as a student types it, in the language on screen: '2,5' in French or German, '2.5' in
 * English; a point or a comma is the decimal sign when it can only be one (a German '2.5' is 2.5), and a
 * thousands separator when it groups three digits the language's way ('1,000' in English, '1.000' in
 * German, '1 000' in French). Null when it is not a number (the field says so; nothing is saved).
 */
export function parseTypedNumber(typed: string, language: string): number | null {
  const text = typed.replace(/[\u2212\u2013]/g, '-').replace(SPACES_AND_APOSTROPHES, '');
  const match = /^([+-]?)([\d.,]*\d[\d.,]*|[.,]\d+)$/.exec(text);
  if (!match) return null;
  const [, sign, body] = match;
  const { group } = numberSigns(language);
  const points = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  let plain: string | null;
  if (points && commas) {
    // both signs: the last one is the decimal sign, the other groups thousands
    const decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
    const other = decimal === '.' ? ',' : '.';
    const [whole, fraction, ...rest] = body.split(decimal);
    plain =
      rest.length === 0 && GROUPED(other).test(whole) ? `${whole.split(other).join('')}.${fraction}` : null;
  } else if (points + commas === 0) plain = body;
  else {
    const used = points ? '.' : ',';
    const grouped = GROUPED(used).test(body);
    // one sign: a decimal sign, unless it is this language's separator grouping thousands (or it repeats)
    if (points + commas > 1) plain = grouped ? body.split(used).join('') : null;
    else plain = grouped && used === group ? body.replace(used, '') : body.replace(used, '.');
  }
  if (plain === null) return null;
  const value = Number(`${sign}${plain}`);
  return Number.isFinite(value) && Math.abs(value) <= NUMBER_ABS_MAX ? value : null;
}

/** A number as the field shows it again (a saved answer after a reload): the language's decimal sign. */
export const formatTypedNumber = (value: number, language: string) =>
  new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 }).format(value);

/** The decimal sign a language writes (a numeric field's hint). */
export const decimalSign = (language: string) => numberSigns(language).decimal;

/**
 * A number as a teacher types it: spaces (thousands) left out, a decimal comma read as a point.
 * Empty: null; not a number: the text itself, which the shared schema refuses with its message.
 */
export function typedNumber(text: string): number | string | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  if (compact === '') return null;
  const normal = compact.includes('.') ? compact : compact.replace(',', '.');
  const value = Number(normal);
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normal) && Number.isFinite(value) ? value : text;
}
