import {
  countriesSchema,
  faqCategory,
  latexCategory,
  legalNoticeSchema,
  namedItem,
  serverConfigSchema,
  termsSection,
} from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LookupsService } from './lookups.service';

const tags = ['lookups'];

/** Read-only reference data, sent with a short public cache header (it changes only with a deploy). */
export const lookupsRoutes: FastifyPluginAsyncZod<{ lookups: LookupsService }> = async (app, { lookups }) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200)
      reply.header('cache-control', 'public, max-age=300');
  });

  const list = z.array(namedItem);
  app.get('/api/themes', { schema: { tags, response: { 200: list } } }, lookups.themes);
  app.get('/api/levels', { schema: { tags, response: { 200: list } } }, lookups.levels);
  app.get('/api/types', { schema: { tags, response: { 200: list } } }, lookups.types);
  app.get('/api/countries/', { schema: { tags, response: { 200: countriesSchema } } }, lookups.countries);
  app.get(
    '/api/latex/categories',
    { schema: { tags, response: { 200: z.array(latexCategory) } } },
    lookups.latexCategories,
  );
  app.get(
    '/api/faq/categories',
    { schema: { tags, response: { 200: z.array(faqCategory) } } },
    lookups.faqCategories,
  );
  app.get('/api/terms', { schema: { tags, response: { 200: z.array(termsSection) } } }, lookups.terms);
  app.get('/api/legal', { schema: { tags, response: { 200: legalNoticeSchema } } }, lookups.legal);
  app.get('/api/config', { schema: { tags, response: { 200: serverConfigSchema } } }, lookups.serverConfig);
};
