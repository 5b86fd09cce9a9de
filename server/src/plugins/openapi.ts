import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The documented response of a route that answers bytes or a stream rather than JSON (PNG, LaTeX,
 * Server-Sent Events): the document then says what every operation answers. Fastify serializes
 * neither Buffers nor strings of a non-JSON type, nor a hijacked reply, so this schema documents only.
 */
export const nonJsonResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});

/** The OpenAPI UI: an HTML page under the API's prefix (its headers: plugins/security.ts). */
export const API_DOCS = '/api/docs';

/** OpenAPI document generated from the route schemas, with its UI at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Quizzical API',
        version: '1.0.0',
        description: 'Quizzes, students, results, market, billing.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS, staticCSP: true });
});
