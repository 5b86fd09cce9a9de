import multipart from '@fastify/multipart';
import {
  fieldErrorsFromIssues,
  importFileFormat,
  importFileResult,
  marketImportFields,
  marketImportResult,
} from '@quizzical/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors';
import { requireUser } from '../../plugins/authenticate';
import { fileTooLarge, noFile, notMultipart, unknownFormat } from './transfer.errors';
import type { TransferService } from './transfer.service';

/** A Moodle XML bank with its images embedded in base64 is the largest file expected. */
export const MAX_IMPORT_MEGABYTES = 10;
const security = [{ bearerAuth: [] }];
const fileField = z.string().meta({ format: 'binary', description: `At most ${MAX_IMPORT_MEGABYTES} MB` });

/** The multipart body: the `file` part and the text fields beside it (in any order). */
async function readMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw notMultipart();
  let file: { data: Buffer; filename: string } | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.file.truncated) throw fileTooLarge(MAX_IMPORT_MEGABYTES);
      if (part.fieldname === 'file') file = { data, filename: part.filename };
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value.trim().toLowerCase();
  }
  if (!file) throw noFile();
  return { file, fields };
}

/**
 * Questions in and out of files: thin handlers, the parsers and the rules are in
 * import/ and transfer.service.ts.
 */
export const transferRoutes: FastifyPluginAsyncZod<{ transfer: TransferService }> = async (
  app,
  { transfer },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_MEGABYTES * 1024 * 1024, files: 1, fields: 4, parts: 5, fieldSize: 100 },
    // a file over the limit arrives truncated, so that fileTooLarge (which names the limit) answers
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/quizz/_import_file',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['quizzes'],
        security,
        summary:
          'Create a quizz from a question file (multipart "file"; "format" moodlexml, gift, aiken, xlsx or csv, else recognised)',
        consumes: ['multipart/form-data'],
        // documents the multipart fields; the multipart parser leaves the body itself undefined
        body: z.object({ file: fileField, format: importFileFormat.optional() }).nullish(),
        response: { 201: importFileResult },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { file, fields } = await readMultipart(request);
      const format = fields.format ? importFileFormat.safeParse(fields.format) : undefined;
      if (format && !format.success) throw unknownFormat();
      return reply.code(201).send(await transfer.importFile(user, { ...file, format: format?.data }));
    },
  );

  app.post(
    '/api/market/quizz/_import_file',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['market'],
        security,
        summary: 'Staff: each question of a file becomes a market proposal (theme, level, type chosen)',
        consumes: ['multipart/form-data'],
        body: z.object({ file: fileField }).extend(marketImportFields.shape).nullish(),
        response: { 201: marketImportResult },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { file, fields } = await readMultipart(request);
      const checked = marketImportFields.safeParse(fields);
      if (!checked.success) throw badRequest(fieldErrorsFromIssues(checked.error.issues));
      const { format, ...lookups } = checked.data;
      return reply.code(201).send(await transfer.proposeFile(user, { ...file, format }, lookups));
    },
  );
};
