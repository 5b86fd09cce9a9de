import { useSyncExternalStore } from 'react';
import type { Language } from './languages';
import { getLanguage, getT, subscribeLanguage, type Translate } from './runtime';

/**
 * The translation function for a component: `t('home.title')`, `t('results.players', { count })`.
 * The component re-renders with the new texts when the language changes.
 */
export function useT(): Translate {
  return useSyncExternalStore(subscribeLanguage, getT, getT);
}

/** The language on screen (a component that formats dates or numbers re-renders on a change). */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
}
