import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CODE_HEADER, type ErrorCode, type FieldErrors, fieldErrorsFromZod } from '@quizzical/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { CONNECTION_LOST_RETRY_AFTER_S, isConnectionLost } from '../lib/connection-lost';
import { errorText, HttpError } from '../lib/http-errors';

/** Prefixes owned by the API: unknown paths under them answer 404 JSON instead of the SPA. */
export const API_PREFIXES = ['/api/', '/auth/', '/image/', '/latex/', '/media/'];
/** Whether a path (without its query) is the API's. */
export const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix));

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

/** A request part's validation by its zod schema: the parsed value, or the error the handler shapes. */
export function zodValidator(schema: z.ZodType) {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error) };
  };
}

/**
 * Sends an error with its code: in the `Quizzical-Error-Code` header always, and beside `detail` in a
 * `{"detail": ...}` body. A field-error body keeps the spec's shape (`{"field": ["..."]}`): a `code`
 * key there would collide with a field named `code` (a quiz code in the path) and be shown as one.
 */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  body: FieldErrors | { detail: string; [key: string]: unknown } | string,
) {
  reply.code(statusCode).header(ERROR_CODE_HEADER, code);
  if (typeof body === 'string') return reply.type('text/plain; charset=utf-8').send(body);
  return reply.send('detail' in body ? { ...body, code } : body);
}

/** `{"detail": "..."}` with the catalogue's text of `code`. */
const sendDetail = (reply: FastifyReply, statusCode: number, code: Parameters<typeof errorText>[0]) =>
  sendError(reply, statusCode, code, { detail: errorText(code) });

/**
 * The router's refusals, before any route or hook runs (Fastify's `frameworkErrors` option): a path
 * that is not valid percent-encoding, or a parameter past `maxParamLength`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return sendDetail(reply, 400, 'request.bad_url');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendDetail(reply, 414, 'request.path_too_long');
  reply.log.error({ err: error }, 'router error');
  return sendDetail(reply, 500, 'server.error');
}

const CLIENT_ERRORS = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request.timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'request.headers_too_large' },
} as const;

/**
 * Node's refusals of a request it could not read (Fastify's `clientErrorHandler` option): written on
 * the socket, as Fastify's default does, in the API's shape and with the code's header.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code } =
    CLIENT_ERRORS[error.code as keyof typeof CLIENT_ERRORS] ??
    ({ status: 400, code: 'request.malformed' } as const);
  const body = JSON.stringify({ detail: errorText(code), code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n${ERROR_CODE_HEADER}: ${code}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** No route for the path (and not a page of the SPA). */
export const sendNotFound = (reply: FastifyReply) => sendDetail(reply, 404, 'request.not_found');

/**
 * One shape for every error: 400 field errors `{"field": ["message"]}` (`non_field_errors` for the
 * rest), `{"detail": "..."}` otherwise, plain text where a route asked for it. Never a 500 for bad input.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setValidatorCompiler(({ schema }) => zodValidator(schema as z.ZodType));

  app.setErrorHandler((error: FastifyError & { zodError?: z.ZodError }, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.code, error.body);
    }
    if (error instanceof RequestValidationError || error.zodError) {
      const zodError = (error as RequestValidationError).zodError;
      return sendError(reply, 400, 'request.validation', fieldErrorsFromZod(zodError));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, 400, 'request.malformed_json', {
          non_field_errors: [errorText('request.malformed_json')],
        });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
        return sendDetail(reply, 413, 'request.too_large');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendDetail(reply, 415, 'request.unsupported_media_type');
    }
    if (error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message ?? '')) {
      return sendError(reply, 400, 'request.malformed_multipart', {
        non_field_errors: [errorText('request.malformed_multipart')],
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // the framework's other refusals, in its own words (request.invalid's text is `{reason}`)
      return sendError(reply, status, 'request.invalid', { detail: error.message });
    }
    if (isConnectionLost(error)) {
      // a restart, a failover or a cut connection: the request may well succeed on a new connection
      request.log.warn({ err: error }, 'database connection lost');
      reply.header('retry-after', String(CONNECTION_LOST_RETRY_AFTER_S));
      return sendDetail(reply, 503, 'server.database_unavailable');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendDetail(reply, 500, 'server.error');
  });
});
