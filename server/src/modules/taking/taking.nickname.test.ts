import { hasInvisibleCharacters } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { nicknameKeys } from './taking.nickname';

// A hosted game's nicknames are compared by nicknameKey: a name that looks like a player's is taken.

/** What the two unique indexes refuse: a nickname with either form of a player's. */
function sameAs(a: string, b: string) {
  const [x, y] = [nicknameKeys(a), nicknameKeys(b)];
  return x.folded === y.folded || x.skeleton === y.skeleton;
}

describe('a lookalike of a nickname compares equal to it', () => {
  it.each([
    ['full-width letters', 'Ａｌｉｃｅ'],
    ['a Cyrillic А', '\u0410lice'],
    ['Cyrillic а, і and с', '\u0410l\u0456\u0441e'],
    ['another case', 'aLICE'],
    ['a combining dot over the i', 'Ali\u0307ce'],
    ['two combining dots over the i', 'Ali\u0307\u0307ce'],
    ['a mathematical bold A', '\u{1D400}lice'],
    ['a capital I for the l', 'AIice'],
    ['spaces around and doubled', '  Alice '],
  ])('%s: %s is Alice', (_, lookalike) => {
    expect(sameAs(lookalike, 'Alice')).toBe(true);
  });

  it('a ligature is its letters: Soﬁa is Sofia', () => {
    expect(sameAs('So\uFB01a', 'Sofia')).toBe(true);
  });

  it('an accent typed as a combining mark is the accented letter: Zoe + ◌́ is Zoé', () => {
    expect(sameAs('Zoe\u0301', 'Zo\u00E9')).toBe(true);
  });

  it('ß and SS fold together', () => {
    expect(sameAs('Straße', 'STRASSE')).toBe(true);
  });
});

describe('nicknames with invisible or direction characters are refused', () => {
  it.each([
    ['a zero-width joiner', 'Ali\u200Dce'],
    ['a zero-width non-joiner', 'Ali\u200Cce'],
    ['a zero-width space', 'Ali\u200Bce'],
    ['a word joiner', 'Ali\u2060ce'],
    ['a zero-width no-break space inside', 'Al\uFEFFice'],
    ['a right-to-left override', '\u202EecilA'],
    ['a right-to-left mark', 'Alice\u200F'],
    ['a left-to-right isolate', '\u2066Alice\u2069'],
    ['a soft hyphen', 'Ali\u00ADce'],
    ['the Hangul filler', '\u3164'],
    ['a combining grapheme joiner', 'Ali\u034Fce'],
    ['variation selectors alone', '\uFE0F\uFE0F'],
  ])('%s', (_, nickname) => {
    expect(hasInvisibleCharacters(nickname)).toBe(true);
  });

  it('keeps emoji: a presentation selector and a joiner between two pictographs', () => {
    expect(hasInvisibleCharacters('Ada \u2764\uFE0F')).toBe(false);
    expect(hasInvisibleCharacters('\u{1F469}\u200D\u{1F680} Ada')).toBe(false);
  });
});

describe('legitimate names are kept and told apart', () => {
  const names = [
    'Zoé',
    'Jürgen',
    'Björk',
    'Nguyễn',
    'Ιωάννης',
    'Νίκος',
    'Иван',
    'Анна',
    'Мария',
    'محمد',
    'فاطمة',
    'कुमार',
    'कमार',
    '李小龙',
    'さくら',
    '김민준',
    'Anna',
    'Anne',
    'Hanna',
    'Ivan',
    'Ian',
    'Jan',
    'Lan',
    'Zoe',
    'Jurgen',
    'Ana Maria',
    'Marie-Claire',
    "O'Brien",
  ];

  it('none of them has a refused character', () => {
    for (const name of names) expect(hasInvisibleCharacters(name), name).toBe(false);
  });

  it('no two different names compare equal', () => {
    for (const [i, name] of names.entries())
      for (const other of names.slice(i + 1)) expect(sameAs(name, other), `${name} ${other}`).toBe(false);
  });

  it('a name in another script is not its Latin transliteration', () => {
    expect(sameAs('Иван', 'Ivan')).toBe(false);
    expect(sameAs('Анна', 'Anna')).toBe(false);
  });
});
