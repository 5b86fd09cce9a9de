import {
  activationBody,
  deleteMeBody,
  loginBody,
  refreshBody,
  resetPasswordBody,
  resetPasswordConfirmBody,
  setPasswordBody,
  signupBody,
  tokenPairSchema,
  updateMeBody,
  userSchema,
} from '@quizzical/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { requireUser } from '../../plugins/authenticate';
import type { AuthService } from './auth.service';

const noContent = { 204: z.null().describe('Done') };
const tags = ['auth'];
const secured = [{ bearerAuth: [] }];

/** djoser-compatible account endpoints (spec §7 Auth). Thin: validate, rate-limit, call the service. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; config: AppConfig }> = async (
  app,
  { auth, config },
) => {
  const limits = config.rateLimits;

  app.post(
    '/auth/users/',
    {
      schema: {
        tags,
        summary: 'Sign up (sends the activation e-mail)',
        body: signupBody,
        response: { 201: userSchema },
      },
      config: { rateLimit: limits.signupPerAddress },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await auth.signup({ ...request.body, language: request.body.language ?? request.language })),
  );

  app.post(
    '/auth/users/activation/',
    {
      schema: {
        tags,
        summary: 'Activate an account with uid and token',
        body: activationBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await auth.activate({ uid: request.body.uid, token: request.body.token });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/jwt/create/',
    {
      schema: {
        tags,
        summary: 'Sign in: access and refresh tokens',
        body: loginBody,
        response: { 200: tokenPairSchema },
      },
      config: { rateLimit: limits.loginPerAddress },
    },
    async (request) =>
      auth.login({ email: request.body.username, password: request.body.password, address: request.ip }),
  );

  app.post(
    '/auth/jwt/refresh/',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token',
        body: refreshBody,
        response: { 200: tokenPairSchema },
      },
      config: { rateLimit: limits.loginPerAddress },
    },
    async (request) => auth.refresh(request.body.refresh),
  );

  app.get(
    '/auth/users/me/',
    { schema: { tags, security: secured, response: { 200: userSchema } }, preHandler: app.authenticate },
    async (request) => requireUser(request),
  );

  app.patch(
    '/auth/users/me/',
    {
      schema: { tags, security: secured, body: updateMeBody, response: { 200: userSchema } },
      preHandler: app.authenticate,
    },
    async (request) => auth.updateMe(requireUser(request).id, request.body),
  );

  app.delete(
    '/auth/users/me/',
    {
      schema: { tags, security: secured, body: deleteMeBody, response: noContent },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await auth.deleteMe(requireUser(request).id, request.body.current_password);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/users/reset_password/',
    {
      schema: {
        tags,
        summary: 'Send a reset link (same answer whether the e-mail exists or not)',
        body: resetPasswordBody,
        response: noContent,
      },
      config: { rateLimit: limits.resetPerAddress },
    },
    async (request, reply) => {
      await auth.requestPasswordReset(request.body.email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/users/reset_password_confirm/',
    {
      schema: { tags, body: resetPasswordConfirmBody, response: noContent },
      config: { rateLimit: limits.resetPerAddress },
    },
    async (request, reply) => {
      await auth.confirmPasswordReset({
        uid: request.body.uid,
        token: request.body.token,
        newPassword: request.body.new_password,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/users/set_password/',
    {
      schema: { tags, security: secured, body: setPasswordBody, response: noContent },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await auth.setPassword(requireUser(request).id, {
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
      });
      return reply.code(204).send(null);
    },
  );
};
