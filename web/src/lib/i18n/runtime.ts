import type en from '../../i18n/locales/en.json';
import { STORAGE_KEYS } from '../storage-keys';
import { type Catalogue, type CataloguePart, CORE_PART } from './catalogues';
import { interpolate } from './interpolate';
import { DEFAULT_LANGUAGE, isLanguage, type Language, pickLanguage } from './languages';

/** A key of the catalogues (en.json is the reference: every other catalogue has exactly its keys). */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Each language's messages loaded so far (its core, then the parts its pages declared). */
const messages = new Map<Language, Catalogue>();
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

/** The parts the pages shown so far declared: a change of language loads them in the new one. */
const parts = new Map<string, CataloguePart>([[CORE_PART.name, CORE_PART]]);
/** `language:part` of the parts already in `messages`. */
const loaded = new Set<string>();

async function loadPart(language: Language, part: CataloguePart): Promise<void> {
  const id = `${language}:${part.name}`;
  if (loaded.has(id)) return;
  const load = part.load[language];
  if (!load) throw new Error(`no ${part.name} catalogue for ${language}`);
  const { default: loadedPart } = await load();
  messages.set(language, Object.assign(messages.get(language) ?? {}, loadedPart));
  loaded.add(id);
}

function showLanguage(language: Language) {
  current = language;
  const shown = messages.get(language) ?? {};
  // a new function per change: components holding `t` see that it changed; a missing key shows itself
  translate = (key, values) => interpolate(shown[key] ?? key, language, values);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/**
 * Downloads `language`'s catalogue (the core and every part declared so far, once each), then shows
 * it everywhere: `<html lang>` follows. Only the core must load: a feature's part that cannot shows
 * its keys on that feature's pages rather than keep the whole app in the old language.
 */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all(
    [...parts.values()].map((part) =>
      part === CORE_PART ? loadPart(language, part) : loadPart(language, part).catch(() => {}),
    ),
  );
  showLanguage(language);
}

/**
 * The parts a page declares, in the language on screen, before it renders (app/routes.tsx); kept,
 * so that a later change of language loads them too. A part that cannot load shows its keys.
 */
export async function loadCatalogueParts(declared: readonly CataloguePart[] = []): Promise<void> {
  const language = getLanguage();
  const missing = declared.filter((part) => !loaded.has(`${language}:${part.name}`));
  if (missing.length === 0) return;
  for (const part of missing) parts.set(part.name, part);
  await Promise.all(missing.map((part) => loadPart(language, part).catch(() => {})));
  if (current === language) showLanguage(language);
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
