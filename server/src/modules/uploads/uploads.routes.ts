import multipart from '@fastify/multipart';
import { pathText, uploadResult } from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/authenticate';
import { nonJsonResponse } from '../../plugins/openapi';
import { fileTooLarge, noFile, notMultipart, uploadNotFound } from './uploads.errors';
import { UPLOADS_URL_PREFIX, type UploadsService } from './uploads.service';

const MAX_UPLOAD_MEGABYTES = 10;
const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 2 ** 20;
const tags = ['uploads'];

/**
 * POST /api/upload_files (multipart field `file`): images only, at most 10 MB, answered with the URLs of
 * their small and big sizes; GET /media/uploads/{name} serves them, cached for a year (a name never
 * changes meaning). The checks, the re-encoding and the storage are in uploads.service.ts.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
    // a file over the limit arrives truncated, so that fileTooLarge (which names the limit) answers
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/upload_files',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Upload an image (multipart field "file"); answers its small and big URLs',
        consumes: ['multipart/form-data'],
        // documents the multipart field; the multipart parser leaves the body itself undefined
        body: z
          .object({
            file: z
              .string()
              .meta({ format: 'binary', description: `The image, at most ${MAX_UPLOAD_MEGABYTES} MB` }),
          })
          .nullish(),
        response: { 201: uploadResult },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await uploads.admit(user.id);
      if (!request.isMultipart()) throw notMultipart();
      const part = await request.file();
      if (part?.fieldname !== 'file') throw noFile();
      const data = await part.toBuffer();
      if (part.file.truncated) throw fileTooLarge(MAX_UPLOAD_MEGABYTES);
      return reply.code(201).send(await uploads.store(user.id, data));
    },
  );

  app.get(
    `${UPLOADS_URL_PREFIX}:name`,
    {
      schema: {
        tags,
        summary: 'An uploaded image (immutable: cached for a year)',
        params: z.object({ name: pathText() }),
        response: {
          200: nonJsonResponse('image/jpeg', 'The image (image/png for a transparent one)'),
          304: z.null().meta({ description: 'Not modified: the browser holds this image (If-None-Match)' }),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // any other name is the plain 404 before it reaches the ETag: a character outside Latin-1 cannot be
      // written in a header, and Node would throw while sending
      if (!uploads.isImageName(name)) throw uploadNotFound();
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', `"${name}"`);
      // the name is the content: a browser that holds it has it right
      if (request.headers['if-none-match'] === `"${name}"`) return reply.code(304).send(null);
      const image = await uploads.image(name);
      return reply.type(image.contentType).send(image.data);
    },
  );
};
