import type { Messages } from '@lingui/core';
import type { Language } from './languages';

export type Catalogue = Messages;

/**
 * One dynamic import per language: each catalogue is a chunk of its own, compiled at build time
 * (web/build/icu-catalogues.ts), and only the language in use is downloaded.
 */
export const CATALOGUES: Record<Language, () => Promise<{ default: Catalogue }>> = {
  en: () => import('../../i18n/locales/en.json') as unknown as Promise<{ default: Catalogue }>,
  fr: () => import('../../i18n/locales/fr.json') as unknown as Promise<{ default: Catalogue }>,
  de: () => import('../../i18n/locales/de.json') as unknown as Promise<{ default: Catalogue }>,
  it: () => import('../../i18n/locales/it.json') as unknown as Promise<{ default: Catalogue }>,
  es: () => import('../../i18n/locales/es.json') as unknown as Promise<{ default: Catalogue }>,
  pt: () => import('../../i18n/locales/pt.json') as unknown as Promise<{ default: Catalogue }>,
};
