import { DEFAULT_LANGUAGE, type Language, textField } from '@quizzical/common';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { languageFromAcceptLanguage, languageFromTag } from '../i18n/negotiate';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The language this request asks for: its `lang` query parameter, else its `Accept-Language`
     * header (the best match), else English. Server content (FAQ, terms, lookups, the legal labels)
     * answers in it; error bodies stay English (the web translates them by code).
     */
    readonly language: Language;
  }
}

/**
 * The `lang` parameter as routes that answer in the request's language declare it (OpenAPI). Read
 * from the raw URL, not the validated query: a route without it in its schema honours it too.
 */
export const langQuery = z.object({
  lang: textField()
    .max(35)
    .optional()
    .describe('A language (en, fr, de, it, es, pt; fr-CH counts as fr); overrides Accept-Language'),
});

function languageOf(request: FastifyRequest): Language {
  const search = request.url.indexOf('?');
  if (search >= 0) {
    const fromQuery = languageFromTag(new URLSearchParams(request.url.slice(search + 1)).get('lang'));
    if (fromQuery) return fromQuery;
  }
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

/** Decorates every request with `language` (computed when read, once). */
export const requestLanguagePlugin = fp(
  async (app) => {
    const cache = new WeakMap<FastifyRequest, Language>();
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        let language = cache.get(this);
        if (!language) {
          language = languageOf(this);
          cache.set(this, language);
        }
        return language;
      },
    });
  },
  { name: 'request-language' },
);
