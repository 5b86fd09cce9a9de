/**
 * Fills in a compiled ICU message: the token arrays that web/build/icu-catalogues.ts makes with
 * @lingui/message-utils at build time (a string, `[name]`, `[name, 'plural' | 'selectordinal' |
 * 'select', cases]`). The catalogues use nothing else (catalogues.test.ts checks it).
 *
 * Written here rather than taken from @lingui/core because Lingui formats the number of every plural
 * with `Intl.NumberFormat`, and a page's first `Intl.NumberFormat` loads the language's number data:
 * 45–55 ms of one task on this machine, ~190 ms on Lighthouse's 4× slower phone, the largest part of
 * the start page's blocking time. A whole number below 1,000 reads the same in our six languages
 * without it; larger and fractional numbers still go through Intl, so the output is Lingui's.
 */
export type Token = string | [name: string] | [name: string, type: string, cases: Cases];
export type Message = string | Token[];
type Cases = Record<string, Token[] | number>;
export type Values = Record<string, string | number | Date>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** `#` in a plural: the number as the language writes it. */
export function formatCount(language: string, value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  return cached(numberFormats, language, () => new Intl.NumberFormat(language)).format(value);
}

function pluralCategory(language: string, value: number, ordinal: boolean): string {
  const type = ordinal ? 'ordinal' : 'cardinal';
  return cached(pluralRules, `${language}:${type}`, () => new Intl.PluralRules(language, { type })).select(
    value,
  );
}

function render(tokens: Token[], values: Values, language: string, count?: string): string {
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, cases] = token;
    const value = values[name];
    if (!type || !cases) {
      text += value ?? '';
    } else if (type === 'select') {
      const chosen = cases[String(value)] ?? cases.other;
      if (Array.isArray(chosen)) text += render(chosen, values, language, count);
    } else {
      const offset = typeof cases.offset === 'number' ? cases.offset : 0;
      const number = Number(value) - offset;
      const exact = cases[String(value)];
      const chosen = Array.isArray(exact)
        ? exact
        : (cases[pluralCategory(language, number, type === 'selectordinal')] ?? cases.other);
      if (Array.isArray(chosen)) text += render(chosen, values, language, formatCount(language, number));
    }
  }
  return text;
}

/** The text of `message` in `language` with `values` filled in. */
export function interpolate(message: Message, language: string, values: Values = {}): string {
  return typeof message === 'string' ? message : render(message, values, language);
}
