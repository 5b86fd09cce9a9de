import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';

/** POST /api/contact with an ALTCHA proof of work (placeholder until the contact module lands). */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig; mailer: Mailer }> = async () => {};
