import { CURRENCIES, PRO_PRICE_PER_YEAR } from '@quizzical/common';
import type { AppConfig } from '../../config';
import { createTtlCache } from '../../lib/ttl-cache';
import type { LookupsRepository } from './lookups.repository';

export interface LookupsDeps {
  repo: LookupsRepository;
  config: Pick<AppConfig, 'publicUrl' | 'paymentProvider' | 'legal'>;
}

/** Read-only reference data and what the web needs to know about this server. */
export function createLookupsService({ repo, config }: LookupsDeps) {
  // Lookups change only with a deploy: read once, then served from memory.
  const cache = createTtlCache<string, object>({ maxEntries: 100, maxAgeMs: Number.POSITIVE_INFINITY });
  const cached =
    <T extends object>(key: string, load: () => Promise<T>) =>
    () =>
      cache.get(key, load) as Promise<T>;

  return {
    themes: cached('themes', repo.themes),
    levels: cached('levels', repo.levels),
    types: cached('types', repo.types),
    countries: cached('countries', repo.countries),
    latexCategories: cached('latex', repo.latexCategories),
    faqCategories: cached('faq', repo.faqCategories),
    terms: cached('terms', repo.terms),
    legal: () => config.legal,
    serverConfig: () => ({
      back_url: `${config.publicUrl}/`,
      public_url: config.publicUrl,
      payment_provider: config.paymentProvider,
      currencies: [...CURRENCIES],
      pro_price: PRO_PRICE_PER_YEAR,
      version: '1.0.0',
    }),
  };
}
export type LookupsService = ReturnType<typeof createLookupsService>;
