import { getLanguage } from '../../../lib/i18n';

/**
 * Typed numbers on a phone in the reader's language: '2,5' in German and French, '2.5' in English.
 * The language's decimal sign is read from Intl; a point is taken too (a phone's number pad may offer
 * only that), and spaces and the language's group sign between digits are ignored ('1 000,5').
 */
function separators(language: string) {
  const parts = new Intl.NumberFormat(language).formatToParts(10_000.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** The decimal sign the reader's language writes (the numeric field's hint). */
export const decimalSign = (language = getLanguage()) => separators(language).decimal;

/** A typed number in the reader's language, or null when it is not one. */
export function parseTypedNumber(typed: string, language = getLanguage()): number | null {
  const { decimal, group } = separators(language);
  let text = typed
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/[\u2212\u2013]/g, '-');
  if (decimal !== '.' && text.includes(decimal)) text = text.split(group).join('').replace(decimal, '.');
  else if (decimal === '.') text = text.split(group).join('');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
