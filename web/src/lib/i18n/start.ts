import { saveAccountLanguage } from '../api/auth/save-language';
import { session } from '../api-client';
import { isLanguage, type Language } from './languages';
import { activateLanguage, chooseLanguage, getLanguage, initialLanguage, storedLanguage } from './runtime';

/** The `language` of the signed-in account, when the server sends one. */
function accountLanguage(): unknown {
  const user = session.get().user as { language?: unknown } | null;
  return user?.language;
}

/** A visitor who chose nothing in this browser gets the account's language once it is known. */
function followAccount() {
  const language = accountLanguage();
  if (storedLanguage() || !isLanguage(language) || language === getLanguage()) return;
  void activateLanguage(language).catch(() => {});
}

/**
 * Loads the first language before the first render (main.tsx): the visitor's choice, the account's,
 * the browser's, else English. A catalogue that cannot be loaded leaves English's, then the keys.
 */
export async function startI18n(): Promise<void> {
  try {
    await activateLanguage(initialLanguage(accountLanguage()));
  } catch {
    await activateLanguage('en').catch(() => {});
  }
  session.subscribe(followAccount);
}

/**
 * A choice in a language menu: shown at once, kept in this browser and, when signed in, saved to the
 * account (a server that does not know the field yet refuses it: the browser's choice still holds).
 */
export async function selectLanguage(language: Language): Promise<void> {
  await chooseLanguage(language);
  if (!session.get().access && !session.get().refresh) return;
  try {
    session.setUser(await saveAccountLanguage(language));
  } catch {
    // not saved to the account: this browser keeps the choice
  }
}
