import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { uploadResult } from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { InvalidImageError, reencodeImage } from '../../lib/images';
import type { Semaphore } from '../../lib/semaphore';
import { type FileStorage, UPLOADS_URL_PREFIX } from '../../lib/storage';
import type { WindowCounter } from '../../lib/window-counter';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * POST /api/upload_files (multipart field `file`): images only, checked by content, at most 10 MB,
 * re-encoded into a small and a big size under server-made names. Also serves the stored files.
 * Decoding is the costliest thing an account can ask for (a 40-megapixel image is about 160 MB decoded):
 * `decoding` bounds how many images are decoded at once, and `uploadsPerAccount` how many one account
 * sends (counted before the body is read, so a refused upload costs nothing).
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{
  storage: FileStorage;
  uploadsDir: string;
  decoding: Semaphore;
  uploadsPerAccount: WindowCounter;
}> = async (app, { storage, uploadsDir, decoding, uploadsPerAccount }) => {
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
        // documents the multipart field; the multipart parser leaves the body itself undefined
        body: z
          .object({ file: z.string().meta({ format: 'binary', description: 'The image, at most 10 MB' }) })
          .nullish(),
        response: { 201: uploadResult },
      },
    },
    async (request, reply) => {
      if (!uploadsPerAccount.hit(String(request.user!.id)))
        throw new HttpError(429, { detail: 'Too many uploads from this account. Try again in an hour.' });
      if (!request.isMultipart())
        throw new HttpError(400, { file: ['Send the image as multipart field "file".'] });
      const part = await request.file();
      if (part?.fieldname !== 'file') throw new HttpError(400, { file: ['No file was submitted.'] });
      const data = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, { detail: 'The file is larger than 10 MB.' });
      let images: Awaited<ReturnType<typeof reencodeImage>>;
      try {
        images = await decoding.run(() => reencodeImage(data));
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
