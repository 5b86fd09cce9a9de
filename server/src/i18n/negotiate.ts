import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@quizzical/common';

/** Header values are short; a longer one is no browser's and is not worth parsing. */
const ACCEPT_LANGUAGE_MAX = 512;

/**
 * The best of LANGUAGES for an `Accept-Language` header (RFC 9110: ranges by weight, `q=0` excluded;
 * `fr-CH` counts as `fr`, `*` as the default), or undefined when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header || header.length > ACCEPT_LANGUAGE_MAX) return undefined;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [range, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { range: range.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((r) => r.range && r.weight > 0)
    // by weight, then as written (sort is stable, but the order says it)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { range } of ranges) {
    if (range === '*') return DEFAULT_LANGUAGE;
    const primary = range.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** A `lang` parameter (`fr`, `fr-CH`, `FR`) as one of LANGUAGES, or undefined. */
export function languageFromTag(tag: unknown): Language | undefined {
  if (typeof tag !== 'string' || tag.length > 35) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}
