import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { ERROR_TEXTS, FIELD_ERRORS_CODES, FIELD_TEXTS } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../lib/i18n/languages';

const DIR = join(import.meta.dirname, 'locales');
const read = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(DIR, `${language}.json`), 'utf8'));
const english = read('en');

type Token = string | [string, string?, unknown?];

/**
 * The arguments of a message, as 'name:type' and, for a select, its options; a plural's categories
 * differ by language (French has 'many', English not), so only its 'other' is required.
 */
function argumentShape(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    into.add(`${name}:${type ?? 'text'}`);
    if (format && typeof format === 'object') {
      const options = Object.entries(format as Record<string, unknown>).filter(([k]) => k !== 'offset');
      if (type === 'select')
        into.add(
          `${name}:options=${options
            .map(([k]) => k)
            .sort()
            .join('|')}`,
        );
      if (type === 'plural' || type === 'selectordinal')
        into.add(`${name}:other=${options.some(([k]) => k === 'other')}`);
      for (const [, branch] of options) argumentShape(branch as Token[], into);
    }
  }
  return into;
}

describe('the translation catalogues', () => {
  it('exist for every language of the menu, and nothing else', () => {
    const files = readdirSync(DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5));
    expect(files.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const language of LANGUAGE_CODES) {
    describe(language, () => {
      const catalogue = read(language);

      it('has exactly the keys of the English catalogue', () => {
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      });

      it('keeps its keys in alphabetical order (merges stay line by line)', () => {
        const keys = Object.keys(catalogue);
        expect(keys).toEqual([...keys].sort());
      });

      it('has valid ICU messages with the arguments of the English ones', () => {
        for (const [key, message] of Object.entries(catalogue)) {
          expect(message.trim(), key).not.toBe('');
          const shape = argumentShape(compileMessageOrThrow(message) as Token[]);
          const reference = argumentShape(compileMessageOrThrow(english[key] ?? '') as Token[]);
          expect([...shape].sort(), `${language}: ${key}`).toEqual([...reference].sort());
        }
      });

      it('uses only the argument types the web fills in (lib/i18n/interpolate.ts)', () => {
        const types = new Set<string>();
        for (const message of Object.values(catalogue)) {
          for (const shape of argumentShape(compileMessageOrThrow(message) as Token[])) {
            const type = /^[^:]+:(\w+)$/.exec(shape)?.[1];
            if (type) types.add(type);
          }
        }
        expect(
          [...types].filter((type) => !['text', 'plural', 'selectordinal', 'select'].includes(type)),
        ).toEqual([]);
      });
    });
  }

  it('says in English what the API says, for every error code and field text', () => {
    const server: Record<string, string> = { ...ERROR_TEXTS, ...FIELD_ERRORS_CODES, ...FIELD_TEXTS };
    const catalogued = Object.fromEntries(
      Object.entries(english)
        .filter(([key]) => key.startsWith('errors.') && !key.startsWith('errors.client.'))
        .map(([key, text]) => [key.slice('errors.'.length), text]),
    );
    expect(catalogued).toEqual(server);
  });
});
