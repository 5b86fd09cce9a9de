import {
  countriesSchema,
  faqCategory,
  latexCategory,
  legalNoticeResponse,
  namedItem,
  serverConfigSchema,
  termsSection,
} from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langQuery } from '../../plugins/request-language';
import type { LookupsService } from './lookups.service';

const tags = ['lookups'];

/**
 * Read-only reference data, sent with a short public cache header (it changes only with a deploy).
 * Texts answer in the request's language (`?lang=` or Accept-Language, plugins/request-language.ts).
 */
export const lookupsRoutes: FastifyPluginAsyncZod<{ lookups: LookupsService }> = async (app, { lookups }) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) {
      reply.header('cache-control', 'public, max-age=300');
      // a shared cache must keep one copy per language (beside compression's Accept-Encoding)
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    }
  });

  const list = z.array(namedItem);
  const translated = <T extends z.ZodType>(response: T) => ({
    schema: { tags, querystring: langQuery, response: { 200: response } },
  });
  app.get('/api/themes', translated(list), (request) => lookups.themes(request.language));
  app.get('/api/levels', translated(list), (request) => lookups.levels(request.language));
  app.get('/api/types', translated(list), (request) => lookups.types(request.language));
  app.get('/api/countries/', translated(countriesSchema), (request) => lookups.countries(request.language));
  app.get('/api/latex/categories', translated(z.array(latexCategory)), (request) =>
    lookups.latexCategories(request.language),
  );
  app.get('/api/faq/categories', translated(z.array(faqCategory)), (request) =>
    lookups.faqCategories(request.language),
  );
  app.get('/api/terms', translated(z.array(termsSection)), (request) => lookups.terms(request.language));
  app.get('/api/legal', translated(legalNoticeResponse), (request) => lookups.legal(request.language));
  app.get('/api/config', { schema: { tags, response: { 200: serverConfigSchema } } }, lookups.serverConfig);
};
