import { CURRENCIES, type Language, PRO_PRICE_PER_YEAR } from '@quizzical/common';
import type { AppConfig } from '../../config';
import { translate } from '../../i18n/catalogue';
import { createTtlCache } from '../../lib/ttl-cache';
import type { LookupsRepository } from './lookups.repository';
import { byPosition, countriesIn, LOOKUPS_CONTENT, namedIn } from './lookups.translations';

export interface LookupsDeps {
  repo: LookupsRepository;
  config: Pick<AppConfig, 'publicUrl' | 'paymentProvider' | 'legal'>;
}

/** The legal notice's labels in one language (the web may show them beside the operator's details). */
const legalLabels = (language: Language) => ({
  title: translate(language, 'legal.title'),
  company: translate(language, 'legal.company'),
  address: translate(language, 'legal.address'),
  responsible: translate(language, 'legal.responsible'),
  contact: translate(language, 'legal.contact'),
  registry: translate(language, 'legal.registry'),
  host: translate(language, 'legal.host'),
  not_filled_in: translate(language, 'legal.not_filled_in'),
  disclaimer: translate(language, 'legal.disclaimer'),
});

/**
 * Read-only reference data and what the web needs to know about this server. The database holds the
 * English texts; another language's are laid over them from its translation file
 * (lookups.translations.ts), countries' names from CLDR.
 */
export function createLookupsService({ repo, config }: LookupsDeps) {
  // Lookups change only with a deploy: read once per language, then served from memory.
  const cache = createTtlCache<string, object>({ maxEntries: 100, maxAgeMs: Number.POSITIVE_INFINITY });
  const cached =
    <T extends object>(key: string, load: () => Promise<T>, translated: (rows: T, language: Language) => T) =>
    (language: Language) =>
      cache.get(`${key}:${language}`, async () => {
        const rows = (await cache.get(`${key}:en`, load)) as T;
        return language === 'en' ? rows : translated(rows, language);
      }) as Promise<T>;
  const content = (language: Language) => LOOKUPS_CONTENT[language];

  return {
    themes: cached('themes', repo.themes, (rows, l) => namedIn(rows, content(l).themes)),
    levels: cached('levels', repo.levels, (rows, l) => namedIn(rows, content(l).levels)),
    types: cached('types', repo.types, (rows, l) => namedIn(rows, content(l).types)),
    countries: cached('countries', repo.countries, countriesIn),
    latexCategories: cached('latex', repo.latexCategories, (rows, l) =>
      byPosition(
        rows,
        content(l).latex.map((name) => ({ name })),
      ),
    ),
    faqCategories: cached('faq', repo.faqCategories, (rows, l) =>
      rows.map((category, i) => {
        const translated = content(l).faq[i];
        return {
          ...category,
          name: translated?.name ?? category.name,
          entries: byPosition(category.entries, translated?.entries ?? []),
        };
      }),
    ),
    terms: cached('terms', repo.terms, (rows, l) => byPosition(rows, content(l).terms)),
    legal: (language: Language) => ({ ...config.legal, labels: legalLabels(language) }),
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
