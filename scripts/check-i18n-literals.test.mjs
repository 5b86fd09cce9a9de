import { describe, expect, it } from 'vitest';
import { compare, findLiterals, needsTranslation } from './check-i18n-literals.mjs';

describe('the check of texts outside the catalogues', () => {
  it('finds JSX text and user-visible attributes written as literals', () => {
    const source = `
      export const A = () => (
        <div title="Close">
          Hello there
          <img alt={'A chart'} />
          <input placeholder={open ? 'Search' : 'Find'} aria-label={t('home.title')} />
          {'Inline'}
        </div>
      );`;
    expect(findLiterals(source).map((found) => found.text)).toEqual([
      'Close',
      'Hello there',
      'A chart',
      'Search',
      'Find',
      'Inline',
    ]);
  });

  it('lets through translated texts, symbols, numbers and the allow-listed names', () => {
    const source = `
      export const A = () => (
        <p className="x" data-x="not shown">
          {t('home.title')} · 42 % — <b>Quizzical</b> <i>KaTeX</i> {'\\u200b'} ©
        </p>
      );`;
    expect(findLiterals(source)).toEqual([]);
    expect(needsTranslation(' 12:30 ')).toBe(false);
    expect(needsTranslation('Menu')).toBe(true);
  });

  it('fails on a new file with literals, and on a listed file that is now clean (the list only shrinks)', () => {
    const found = new Map([['web/src/a.tsx', [{ line: 1, text: 'Hi' }]]]);
    expect(compare(found, [])).toEqual({ unlisted: ['web/src/a.tsx'], clean: [] });
    expect(compare(found, ['web/src/a.tsx', 'web/src/b.tsx'])).toEqual({
      unlisted: [],
      clean: ['web/src/b.tsx'],
    });
  });
});
