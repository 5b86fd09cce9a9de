import { writeFile } from 'node:fs/promises';
import { LANGUAGES } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { LOOKUPS_CONTENT, type LookupsContent } from './lookups.translations';
import { FAQ } from './seed-data/faq';
import { LATEX_CATEGORIES } from './seed-data/latex';
import { TERMS } from './seed-data/terms';
import { LEVELS, THEMES, TYPES } from './seed-data/themes';

/** The seed data as a translation file: what translations/en.json must hold. */
const FROM_SEED: LookupsContent = {
  themes: THEMES,
  levels: LEVELS,
  types: TYPES,
  latex: LATEX_CATEGORIES.map((category) => category.name),
  faq: FAQ,
  terms: TERMS,
};

/**
 * Tags with their attributes, sorted: a translation keeps English's tags and links' targets, in the
 * order its sentences need.
 */
const markup = (html: string) => [...html.matchAll(/<\/?[a-z]+[^>]*>/g)].map(([tag]) => tag).sort();
const texts = (content: LookupsContent) => [
  ...content.themes,
  ...content.levels,
  ...content.types,
  ...content.latex,
  ...content.faq.flatMap((category) => [
    category.name,
    ...category.entries.flatMap((e) => [e.title, e.text]),
  ]),
  ...content.terms.flatMap((section) => [section.title, section.text]),
];

describe('the lookups’ translation files', () => {
  it('English’s is the seed data (UPDATE_LOOKUPS_TRANSLATIONS=1 writes it after a seed change)', async () => {
    if (process.env.UPDATE_LOOKUPS_TRANSLATIONS) {
      const file = new URL('./translations/en.json', import.meta.url);
      await writeFile(file, `${JSON.stringify(FROM_SEED, null, 2)}\n`);
      return;
    }
    expect(LOOKUPS_CONTENT.en).toEqual(FROM_SEED);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s translates every entry, keeps the HTML tags and links of English, and leaves none in English',
    (language) => {
      const content = LOOKUPS_CONTENT[language];
      const english = LOOKUPS_CONTENT.en;
      for (const list of ['themes', 'levels', 'types', 'latex', 'terms'] as const)
        expect(content[list], `${language} ${list}`).toHaveLength(english[list].length);
      expect(content.faq.map((c) => c.entries.length)).toEqual(english.faq.map((c) => c.entries.length));
      for (const [i, section] of content.terms.entries())
        expect(markup(section.text), `${language} terms ${i}`).toEqual(markup(english.terms[i].text));
      for (const [i, category] of content.faq.entries())
        for (const [j, entry] of category.entries.entries())
          expect(markup(entry.text), `${language} faq ${i}.${j}`).toEqual(
            markup(english.faq[i].entries[j].text),
          );
      // a text left in English is a missed translation (names the same in both languages aside)
      const same = texts(content).filter(
        (text, i) => text === texts(english)[i] && text.length > 12 && !/^[\d.]+ ?[A-Z][a-z]+$/.test(text),
      );
      expect(same, `${language}: left in English`).toEqual([]);
      for (const text of texts(content)) expect(text.trim()).not.toBe('');
    },
  );
});
