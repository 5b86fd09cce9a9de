import { DEFAULT_LANGUAGE, type Language } from '@quizzical/common';
import { translate } from '../i18n/catalogue';

/** Timestamps the way the spec's client reads them (Django REST framework's): microseconds and a trailing Z. */
export const isoMicro = (date: Date) => date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

const UNITS = [
  { ms: 24 * 3600_000, key: 'duration.days' },
  { ms: 3600_000, key: 'duration.hours' },
  { ms: 60_000, key: 'duration.minutes' },
] as const;

/**
 * A duration in the words of the texts ("3 days", "an hour", "15 minutes"), so that a mail or an error
 * says the configured window rather than restating its number: the largest unit that divides it. In
 * English unless a language is given (an e-mail's: the account's).
 */
export function durationInWords(ms: number, language: Language = DEFAULT_LANGUAGE): string {
  for (const unit of UNITS) {
    if (ms >= unit.ms && ms % unit.ms === 0) return translate(language, unit.key, { count: ms / unit.ms });
  }
  return translate(language, 'duration.seconds', { count: Math.max(1, Math.ceil(ms / 1000)) });
}
