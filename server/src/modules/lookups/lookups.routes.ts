import {
  CURRENCIES,
  countriesSchema,
  faqCategory,
  latexCategory,
  legalNoticeSchema,
  namedItem,
  PRO_PRICE_PER_YEAR,
  serverConfigSchema,
  termsSection,
} from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createTtlCache } from '../../lib/ttl-cache';
import { createLookupsRepository } from './lookups.repository';

const tags = ['lookups'];

/**
 * Read-only reference data. Lookups change only with a deploy, so they are cached in memory after
 * the first read and sent with a short public cache header.
 */
export const lookupsRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const repo = createLookupsRepository(db);
  const cache = createTtlCache<unknown>({ maxEntries: 100, maxAgeMs: Number.POSITIVE_INFINITY });
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200)
      reply.header('cache-control', 'public, max-age=300');
  });

  const list = z.array(namedItem);
  app.get('/api/themes', { schema: { tags, response: { 200: list } } }, () => cached('themes', repo.themes));
  app.get('/api/levels', { schema: { tags, response: { 200: list } } }, () => cached('levels', repo.levels));
  app.get('/api/types', { schema: { tags, response: { 200: list } } }, () => cached('types', repo.types));
  app.get('/api/countries/', { schema: { tags, response: { 200: countriesSchema } } }, () =>
    cached('countries', repo.countries),
  );
  app.get('/api/latex/categories', { schema: { tags, response: { 200: z.array(latexCategory) } } }, () =>
    cached('latex', repo.latexCategories),
  );
  app.get('/api/faq/categories', { schema: { tags, response: { 200: z.array(faqCategory) } } }, () =>
    cached('faq', repo.faqCategories),
  );
  app.get('/api/terms', { schema: { tags, response: { 200: z.array(termsSection) } } }, () =>
    cached('terms', repo.terms),
  );
  app.get('/api/legal', { schema: { tags, response: { 200: legalNoticeSchema } } }, () => config.legal);
  app.get('/api/config', { schema: { tags, response: { 200: serverConfigSchema } } }, () => ({
    back_url: `${config.publicUrl}/`,
    public_url: config.publicUrl,
    payment_provider: config.paymentProvider,
    currencies: [...CURRENCIES],
    pro_price: PRO_PRICE_PER_YEAR,
    version: '1.0.0',
  }));
};
