import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { uploadResult } from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors';
import { InvalidImageError, reencodeImage } from '../../lib/images';
import { type FileStorage, UPLOADS_URL_PREFIX } from '../../lib/storage';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * POST /api/upload_files (multipart field `file`): images only, checked by content, at most 10 MB,
 * re-encoded into a small and a big size under server-made names. Also serves the stored files.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ storage: FileStorage; uploadsDir: string }> = async (
  app,
  { storage, uploadsDir },
) => {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  app.post(
    '/api/upload_files',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['uploads'],
        security: [{ bearerAuth: [] }],
        summary: 'Upload an image (multipart field "file"); answers its small and big URLs',
        consumes: ['multipart/form-data'],
        response: { 201: uploadResult },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(400, { file: ['Send the image as multipart field "file".'] });
      const part = await request.file();
      if (part?.fieldname !== 'file') throw new HttpError(400, { file: ['No file was submitted.'] });
      const data = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, { detail: 'The file is larger than 10 MB.' });
      let images: Awaited<ReturnType<typeof reencodeImage>>;
      try {
        images = await reencodeImage(data);
      } catch (error) {
        if (error instanceof InvalidImageError) {
          throw new HttpError(400, {
            file: [
              'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
            ],
          });
        }
        throw error;
      }
      const name = randomBytes(16).toString('hex');
      const [smallImageUrl, bigImageUrl] = await Promise.all([
        storage.put(`${name}-small.${images.small.extension}`, images.small.data),
        storage.put(`${name}-big.${images.big.extension}`, images.big.data),
      ]);
      return reply.code(201).send({ smallImageUrl, bigImageUrl });
    },
  );
};
