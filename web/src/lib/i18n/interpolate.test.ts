import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatCount, interpolate, type Message } from './interpolate';
import { LANGUAGE_CODES } from './languages';

const compiled = (icu: string) => compileMessageOrThrow(icu) as Message;

describe('filling in a compiled ICU message', () => {
  it('fills in plain arguments, and leaves out a missing one', () => {
    expect(interpolate(compiled('Hello {name}, {n} left'), 'en', { name: 'Anna', n: 3 })).toBe(
      'Hello Anna, 3 left',
    );
    expect(interpolate(compiled('Hello {name}!'), 'en')).toBe('Hello !');
    expect(interpolate(compiled("It''s '{'quoted'}'"), 'en')).toBe("It's {quoted}");
  });

  it("chooses each language's plural, never '1 players'", () => {
    const players = compiled('{count, plural, one {# player} other {# players}}');
    expect(interpolate(players, 'en', { count: 1 })).toBe('1 player');
    expect(interpolate(players, 'en', { count: 0 })).toBe('0 players');
    const joueurs = compiled('{count, plural, one {# joueur} many {# de joueurs} other {# joueurs}}');
    // French counts 0 and 1 as "one", and a million as "many"
    expect(interpolate(joueurs, 'fr', { count: 0 })).toBe('0 joueur');
    expect(interpolate(joueurs, 'fr', { count: 1000000 })).toBe('1\u202f000\u202f000 de joueurs');
  });

  it('takes an exact case first, and counts past an offset', () => {
    const message = compiled(
      '{n, plural, offset:1 =0 {nobody} =1 {only {name}} one {{name} and # other} other {{name} and # others}}',
    );
    expect(interpolate(message, 'en', { n: 0, name: 'Ada' })).toBe('nobody');
    expect(interpolate(message, 'en', { n: 1, name: 'Ada' })).toBe('only Ada');
    expect(interpolate(message, 'en', { n: 2, name: 'Ada' })).toBe('Ada and 1 other');
    expect(interpolate(message, 'en', { n: 4, name: 'Ada' })).toBe('Ada and 3 others');
  });

  it('writes ordinals and selects', () => {
    const place = compiled('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}');
    expect([1, 2, 3, 4, 11, 22].map((n) => interpolate(place, 'en', { n }))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '22nd',
    ]);
    const kind = compiled('{type, select, text {Typed} other {Chosen}}');
    expect(interpolate(kind, 'en', { type: 'text' })).toBe('Typed');
    expect(interpolate(kind, 'en', { type: 'ordering' })).toBe('Chosen');
  });

  it('writes a count as Intl does in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const intl = new Intl.NumberFormat(language);
      for (const n of [0, 7, -12, 999, 1000, 10000, 2.5, 1234567.891]) {
        expect(formatCount(language, n), `${language} ${n}`).toBe(intl.format(n));
      }
    }
  });
});
