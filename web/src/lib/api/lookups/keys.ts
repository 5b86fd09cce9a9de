/**
 * TanStack Query keys of the reference data (server module `lookups`: themes, types, levels,
 * countries, LaTeX help, FAQ, terms, legal notice, the server's configuration). Read-only for the
 * web: nothing invalidates them. The texts come in the language on screen, which is in their keys:
 * a change of language reads them again (and keeps the other language's in the cache).
 */
export const lookupKeys = {
  all: ['lookups'] as const,
  list: (list: string, language: string) => ['lookups', list, language] as const,
  countries: (language: string) => ['lookups', 'countries', language] as const,
  latex: (language: string) => ['lookups', 'latex', language] as const,
  faq: (language: string) => ['lookups', 'faq', language] as const,
  terms: (language: string) => ['lookups', 'terms', language] as const,
  legal: (language: string) => ['lookups', 'legal', language] as const,
  serverConfig: ['lookups', 'server-config'] as const,
};

/** `path` asking for the texts in `language` (the server reads `?lang=` before Accept-Language). */
export function inLanguage(path: string, language: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}
