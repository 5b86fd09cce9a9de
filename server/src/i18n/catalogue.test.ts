import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, translate } from './catalogue';
import { languageFromAcceptLanguage, languageFromTag } from './negotiate';

/** The arguments a message uses, by name (plural's and select's nested ones included), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      // a compiled argument: [name, type?, options?]; its options' values are messages again
      if (typeof token[0] === 'string') names.add(token[0]);
      const options = token[2];
      if (options && typeof options === 'object') for (const value of Object.values(options)) walk(value);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe("the server's catalogues", () => {
  const english = CATALOGUES.en;

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every key of English, no other, each with the same ICU arguments',
    (language) => {
      const catalogue = CATALOGUES[language];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english)) {
        expect(argumentsOf(catalogue[key]), `${language} ${key}`).toEqual(argumentsOf(message));
      }
    },
  );

  it('finds the arguments of a message, inside plural branches too', () => {
    expect(argumentsOf('Hello {name},')).toEqual(['name']);
    expect(argumentsOf('{count, plural, one {a {unit}} other {# days}}')).toEqual(['count', 'unit']);
  });

  it('parses every message of every language as ICU MessageFormat', () => {
    for (const language of LANGUAGES)
      for (const [key, message] of Object.entries(CATALOGUES[language]))
        expect(() => compileMessage(message), `${language} ${key}`).not.toThrow();
  });

  it('keeps English word for word and fills values in verbatim, braces and quotes too', () => {
    expect(translate('en', 'mail.greeting', { name: "{Ada} O'Neil" })).toBe("Hello {Ada} O'Neil,");
    expect(translate('en', 'sheet.results.start', { zone: 'Europe/Zurich' })).toBe('Start (Europe/Zurich)');
    expect(translate('fr', 'sheet.results.start', { zone: 'Europe/Zurich' })).toBe('Début (Europe/Zurich)');
  });
});

describe("a request's language", () => {
  it('takes the best of the six languages from Accept-Language, by weight, regions counting as theirs', () => {
    expect(languageFromAcceptLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageFromAcceptLanguage('ja, fr-CA;q=0.5, en;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('ja, pt-BR;q=0.5')).toBe('pt');
    expect(languageFromAcceptLanguage('it;q=0, es;q=0.1')).toBe('es');
    expect(languageFromAcceptLanguage('*')).toBe('en');
    expect(languageFromAcceptLanguage('ja, zh')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageFromAcceptLanguage('fr;q=abc')).toBeUndefined();
  });

  it('reads a lang parameter as one of the six, or not at all', () => {
    expect(languageFromTag('fr-CH')).toBe('fr');
    expect(languageFromTag('IT')).toBe('it');
    expect(languageFromTag('pt_PT')).toBe('pt');
    expect(languageFromTag('xx')).toBeUndefined();
    expect(languageFromTag(undefined)).toBeUndefined();
  });
});
