/**
 * The languages of the interface. Adding one: its catalogue `src/i18n/locales/<code>.json` and one
 * line here (docs/I18N.md). Each is named in itself, as a language menu shows it.
 */
export const LANGUAGES = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
  pt: 'Português',
} as const;

export type Language = keyof typeof LANGUAGES;
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

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
