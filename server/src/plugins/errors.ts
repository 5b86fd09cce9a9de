import { fieldErrorsFromZod } from '@quizzical/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { CONNECTION_LOST_RETRY_AFTER_S, isConnectionLost } from '../lib/connection-lost';
import { HttpError } from '../lib/http-errors';

/** Prefixes owned by the API: unknown paths under them answer 404 JSON instead of the SPA. */
export const API_PREFIXES = ['/api/', '/auth/', '/image/', '/latex/', '/media/'];

/**
 * busboy's errors for a body that is not the multipart its Content-Type announces (no boundary, another
 * boundary, cut short, a boundary too long to search for): they carry no status code, yet are the client's.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|The needle cannot)/;

/** Thrown by the validator compiler; carries the zod error so the handler can shape field errors. */
export class RequestValidationError extends Error {
  constructor(readonly zodError: z.ZodError) {
    super('Invalid input.');
  }
}

/**
 * One shape for every error: 400 field errors `{"field": ["message"]}` (`non_field_errors` for the
 * rest), `{"detail": "..."}` otherwise, plain text where a route asked for it. Never a 500 for bad input.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema }) => (data: unknown) => {
    const result = (schema as z.ZodType).safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error) };
  });

  app.setErrorHandler((error: FastifyError & { zodError?: z.ZodError }, request, reply) => {
    if (error instanceof HttpError) {
      if (typeof error.body === 'string')
        return reply.code(error.statusCode).type('text/plain').send(error.body);
      return reply.code(error.statusCode).send(error.body);
    }
    if (error instanceof RequestValidationError || error.zodError) {
      const zodError = (error as RequestValidationError).zodError;
      return reply.code(400).send(fieldErrorsFromZod(zodError));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ non_field_errors: ['Malformed JSON body.'] });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
        return reply.code(413).send({ detail: 'Request body is too large.' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ detail: 'Unsupported media type.' });
    }
    if (error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message ?? '')) {
      return reply.code(400).send({ non_field_errors: ['Malformed multipart body.'] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message });
    }
    if (isConnectionLost(error)) {
      // a restart, a failover or a cut connection: the request may well succeed on a new connection
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .code(503)
        .header('retry-after', String(CONNECTION_LOST_RETRY_AFTER_S))
        .send({ detail: 'The connection to the database was lost. Try again in a moment.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });
});
