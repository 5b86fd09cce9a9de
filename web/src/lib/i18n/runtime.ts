import { setupI18n } from '@lingui/core';
import type en from '../../i18n/locales/en.json';
import { STORAGE_KEYS } from '../storage-keys';
import { CATALOGUES } from './catalogues';
import { DEFAULT_LANGUAGE, isLanguage, type Language, pickLanguage } from './languages';

/** A key of the catalogues (en.json is the reference: every other catalogue has exactly its keys). */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const i18n = setupI18n();
let current: Language | null = null;
let translate: Translate = (key) => key;
const listeners = new Set<() => void>();

/** The language on screen (English before the first catalogue has loaded). */
export function getLanguage(): Language {
  return current ?? DEFAULT_LANGUAGE;
}

/**
 * The translation function of the language on screen, for code outside components (a hook's
 * callback, a notice). Call it when the text is shown, never at module level: a constant would keep
 * the language of the moment it was computed.
 */
export function getT(): Translate {
  return translate;
}

/** Called after every change of language (useT and useLanguage re-render through it). */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loaded = new Set<Language>();

/** Downloads `language`'s catalogue (once), then shows it everywhere: `<html lang>` follows. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    const { default: messages } = await CATALOGUES[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  i18n.activate(language);
  current = language;
  // a new function per language: components holding `t` see that it changed
  translate = (key, values) => i18n._(key, values);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

function readStoredChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null; // storage refused (privacy mode): the browser's languages decide
  }
}

/** The visitor's own choice, kept in this browser, if any. */
export function storedLanguage(): Language | null {
  const stored = readStoredChoice();
  return isLanguage(stored) ? stored : null;
}

/**
 * The language to start in: the visitor's choice in this browser, else the signed-in account's, else
 * the browser's languages, else English.
 */
export function initialLanguage(accountLanguage?: unknown): Language {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLanguage([
    storedLanguage(),
    typeof accountLanguage === 'string' ? accountLanguage : null,
    ...browser,
  ]);
}

/** A choice in a language menu: kept in this browser (it wins over the account's) and shown at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // storage refused: the choice lasts until the page is left
  }
  await activateLanguage(language);
}
