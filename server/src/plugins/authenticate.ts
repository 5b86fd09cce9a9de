import { isStaff, type User } from '@quizzical/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-errors';
import type { AuthService } from '../modules/auth/auth.service';
import type { TokenSigner } from '../modules/auth/auth.tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` / `optionalAuth` pre-handlers. */
    user?: User;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    optionalAuth: (request: FastifyRequest) => Promise<void>;
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The signed-in user of a route guarded by `app.authenticate` (or `requireStaff`). Typed non-null so
 * that handlers need no `request.user!`; a route that forgot its guard answers 401, never a crash.
 */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized('auth.not_authenticated');
  return request.user;
}

/** Pre-handlers that read the bearer access token ("JWT <token>" is accepted too, as djoser clients send). */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { tokens: TokenSigner; auth: AuthService }) => {
    async function userFromHeader(request: FastifyRequest): Promise<User | undefined | null> {
      const header = request.headers.authorization;
      if (!header) return undefined;
      const match = /^(?:Bearer|JWT)\s+(\S+)$/i.exec(header);
      if (!match) return null;
      const payload = await opts.tokens.verifyAccess(match[1]);
      if (!payload) return null;
      return (await opts.auth.currentUser(payload.user_id)) ?? null;
    }

    app.decorateRequest('user', undefined);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const user = await userFromHeader(request);
      if (user === undefined) throw unauthorized('auth.not_authenticated');
      if (user === null) throw unauthorized('auth.token_not_valid_for_any_type');
      request.user = user;
    });

    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      request.user = (await userFromHeader(request)) ?? undefined;
    });

    app.decorate('requireStaff', async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (!isStaff(request.user)) throw forbidden();
    });
  },
);
