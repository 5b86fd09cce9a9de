import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@quizzical/common';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };

/** Every key of the server's catalogues: English's (locales/en.json) is the source of the others. */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/** The server's texts per language (ICU MessageFormat), read by i18n.test.ts and by `translate`. */
export const CATALOGUES: Record<Language, Record<string, string>> = { en, fr, de, it, es, pt };

// one instance for all languages: messages are compiled on first use (Lingui's runtime compiler)
const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: CATALOGUES });
i18n.setMessagesCompiler(compileMessage);
for (const language of LANGUAGES) i18n.activate(language);
i18n.activate(DEFAULT_LANGUAGE);

/**
 * A server text (an e-mail, a spreadsheet's header, a legal label) in `language`: its catalogue's
 * message, or English's where a translation is missing, with `values` filled in.
 */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  const id = CATALOGUES[language][key] === undefined ? DEFAULT_LANGUAGE : language;
  // activate is cheap (it swaps the current catalogue); format synchronously right after it
  i18n.activate(id);
  return i18n._(key, values);
}

/** `translate` bound to one language: what a mail or a spreadsheet takes. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;
export const translator =
  (language: Language): Translate =>
  (key, values) =>
    translate(language, key, values);
