import { contactBody } from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { ContactService } from './contact.service';

const tags = ['contact'];

/** The ALTCHA v2 challenge, exactly as the `altcha` widget fetches it from its `challenge` URL. */
const challengeSchema = z
  .object({
    // every field of altcha-lib's ChallengeParameters: the signature covers them all, none may be dropped
    parameters: z.object({
      algorithm: z.string().describe('Key derivation: PBKDF2/SHA-256'),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int().describe('PBKDF2 iterations per attempt'),
      keyLength: z.number().int(),
      keyPrefix: z.string().describe('Hex prefix the derived key must start with'),
      keySignature: z.string().optional().describe('HMAC of the expected derived key'),
      memoryCost: z.number().int().optional(),
      parallelism: z.number().int().optional(),
      expiresAt: z.number().int().optional().describe('Unix time in seconds'),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().optional().describe('HMAC of the parameters'),
  })
  .describe('ALTCHA challenge');

/**
 * Contact form (spec §2 Contact, §7): POST /api/contact with an ALTCHA proof of work in `recaptcha`.
 * Thin: validate, rate-limit, call the service.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; config: AppConfig }> = async (
  app,
  { contact, config },
) => {
  app.get(
    '/api/contact/challenge',
    {
      schema: {
        tags,
        summary: 'A proof-of-work challenge for the contact form (the ALTCHA widget fetches it)',
        response: { 200: challengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return contact.challenge();
    },
  );

  app.post(
    '/api/contact',
    {
      schema: {
        tags,
        summary: 'Send a message to the team; `recaptcha` is the ALTCHA widget payload',
        body: contactBody,
        response: { 201: z.object({ id: z.number().int() }).describe('Message stored and mailed') },
      },
      config: { rateLimit: config.rateLimits.contactPerAddress },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await contact.send(request.body, { address: request.ip, language: request.language })),
  );
};
