/**
 * TanStack Query keys of the reference data (server module `lookups`: themes, types, levels,
 * countries, LaTeX help, FAQ, terms, legal notice, the server's configuration). Read-only for the
 * web: nothing invalidates them.
 */
export const lookupKeys = {
  all: ['lookups'] as const,
  list: (list: string) => ['lookups', list] as const,
  countries: ['lookups', 'countries'] as const,
  latex: ['lookups', 'latex'] as const,
  faq: ['lookups', 'faq'] as const,
  terms: ['lookups', 'terms'] as const,
  legal: ['lookups', 'legal'] as const,
  serverConfig: ['lookups', 'server-config'] as const,
};
