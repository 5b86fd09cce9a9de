import {
  LANGUAGES as CODES,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  type Language,
} from '@quizzical/common';

/**
 * The languages of the interface: the ones Quizzical speaks (common's `LANGUAGES`, which the server's
 * catalogues follow too), each named in itself, as a language menu shows it. Adding one: docs/I18N.md.
 */
export const LANGUAGES = LANGUAGE_NAMES;
export const LANGUAGE_CODES: readonly Language[] = CODES;
export { DEFAULT_LANGUAGE, isLanguage, type Language };

/**
 * The first candidate we speak, by its primary subtag ('fr-CH' -> 'fr', 'pt-BR' -> 'pt'); English
 * when none is. Candidates in order of preference: the visitor's choice, the account's, the browser's.
 */
export function pickLanguage(candidates: readonly (string | null | undefined)[]): Language {
  for (const candidate of candidates) {
    const primary = candidate?.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
