import { generateCodesBody, licenseSchema, pathText } from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { requireUser } from '../../plugins/authenticate';
import type { LicensesService } from './licenses.service';

const security = [{ bearerAuth: [] }];

/** Licences of the signed-in user (spec §7 Licenses) and the staff's code generator. */
export const licensesRoutes: FastifyPluginAsyncZod<{ licenses: LicensesService; config: AppConfig }> = async (
  app,
  { licenses, config },
) => {
  app.get(
    '/api/license',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['licenses'],
        security,
        summary: 'My licences; active=true keeps those valid today',
        querystring: z.object({ active: z.enum(['true', 'false']).optional() }),
        response: { 200: z.array(licenseSchema) },
      },
    },
    (request) =>
      licenses.list({ userId: requireUser(request).id, activeOnly: request.query.active === 'true' }),
  );

  app.post(
    '/api/license/_activate/:code',
    {
      preHandler: app.authenticate,
      config: { rateLimit: config.rateLimits.licenseActivationsPerAddress },
      schema: {
        tags: ['licenses'],
        security,
        summary: 'Activate a licence code (single use)',
        params: z.object({ code: pathText() }),
        response: { 201: licenseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await licenses.activate({ userId: requireUser(request).id, code: request.params.code })),
  );

  app.post(
    '/api/admin/generate_codes',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Staff: generate licence codes valid from..to (yyyy-MM-dd)',
        body: generateCodesBody,
        response: { 201: z.array(z.string()) },
      },
    },
    async (request, reply) => {
      const { number_codes: count, from_date: from, to_date: to } = request.body;
      return reply.code(201).send(await licenses.generate({ count, from, to }));
    },
  );
};
