import { checkoutQuery, pathText, paymentSchema, sandboxPayBody, transactionResult } from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/authenticate';
import type { BillingService } from './billing.service';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: pathText().regex(/^[0-9a-f]{32}$/, 'Not a payment id.') });

/** Buying Pro (spec §7 Billing): start a checkout, pay on the sandbox page, or hear from Stripe. */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  app.get(
    '/api/billing/transaction',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Create a pending payment (amount computed by the server) and answer the provider's URL",
        querystring: checkoutQuery,
        response: { 200: transactionResult },
      },
    },
    (request) => billing.createTransaction(requireUser(request), request.query),
  );

  app.get(
    '/api/billing/payments/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, security, params: idParams, response: { 200: paymentSchema } },
    },
    (request) => billing.get(requireUser(request), request.params.id),
  );

  app.post(
    '/api/billing/sandbox/:id/pay',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          'Sandbox provider: pay with a test card (4242… succeeds, 4000…0002 is declined, 4000…0341 fails later)',
        params: idParams,
        body: sandboxPayBody,
        response: { 200: z.object({ status: z.enum(['paid', 'pending']), redirect: z.string() }) },
      },
    },
    (request) =>
      billing.sandboxPay(requireUser(request), {
        id: request.params.id,
        cardNumber: request.body.card_number,
      }),
  );

  // The webhook needs the exact bytes Stripe signed: this scope parses JSON as a raw buffer.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      '/api/billing/stripe/webhook',
      {
        schema: {
          tags,
          summary: 'Stripe webhook (signature checked over the raw body; events de-duplicated)',
          // the bytes as Stripe signed them: checked by signature, never by schema
          body: z.unknown().describe('The Stripe event (JSON), as signed in the Stripe-Signature header'),
          response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
        },
      },
      async (request) =>
        billing.stripeWebhook(
          request.body as Buffer,
          request.headers['stripe-signature'] as string | undefined,
        ),
    );
  });
};
