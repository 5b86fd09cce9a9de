// common's constants file only: its schemas would bring zod to the student pages that load this
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES as LANGUAGE_LIST,
  LANGUAGE_NAMES,
  type Language,
} from '@quizzical/common/constants';

export { DEFAULT_LANGUAGE, isLanguage, type Language };

/**
 * The languages of the interface, common's (the server and the content speak the same), each named in
 * itself as a language menu shows it. Adding one: docs/I18N.md.
 */
export const LANGUAGES = LANGUAGE_NAMES;
export const LANGUAGE_CODES: readonly Language[] = LANGUAGE_LIST;

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
