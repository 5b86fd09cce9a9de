import type { Language } from '@quizzical/common';
import de from './translations/de.json' with { type: 'json' };
import en from './translations/en.json' with { type: 'json' };
import es from './translations/es.json' with { type: 'json' };
import fr from './translations/fr.json' with { type: 'json' };
import it from './translations/it.json' with { type: 'json' };
import pt from './translations/pt.json' with { type: 'json' };

/**
 * The lookups' texts in one language, shaped like the seed data (seed-data/): themes, levels and types
 * by id (position + 1), LaTeX categories, FAQ categories and entries and terms sections by position.
 * English's file is the seed data written out (the source a translation platform shows translators);
 * lookups.translations.test.ts keeps it equal to the seed and every other file of the same shape.
 */
export interface LookupsContent {
  themes: string[];
  levels: string[];
  types: string[];
  latex: string[];
  faq: { name: string; entries: { title: string; text: string }[] }[];
  terms: { title: string; text: string }[];
}

export const LOOKUPS_CONTENT: Record<Language, LookupsContent> = { en, fr, de, it, es, pt };

/** Names by id (themes, levels, types): a row without a translation keeps the database's English. */
export const namedIn = <R extends { id: number; name: string }>(rows: R[], names: string[]) =>
  rows.map((row) => ({ ...row, name: names[row.id - 1] ?? row.name }));

/** Rows by position (the order the repository reads them in), same rule. */
export const byPosition = <R extends object, T extends Partial<R>>(rows: R[], texts: T[]) =>
  rows.map((row, i) => ({ ...row, ...texts[i] }));

/**
 * Country names from CLDR (Intl.DisplayNames, Node's full ICU), ordered as the language sorts them;
 * a code CLDR does not name keeps its English name.
 */
export function countriesIn(english: Record<string, string>, language: Language): Record<string, string> {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(language);
  const entries = Object.entries(english).map(([code, name]) => [code, names.of(code) ?? name] as const);
  return Object.fromEntries(entries.sort((a, b) => collator.compare(a[1], b[1])));
}
