import { TAKING_MESSAGES } from '@quizzical/common';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitRule } from '../config';
import type { Counters } from '../lib/shared-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route looks a quiz up by a code a person typed: answers with this status mean "no such code"
     * and count as a miss of the client's address.
     */
    codeLookup?: { missStatus: number };
  }
}

/**
 * Quiz codes must not be guessable (issue 12: 1,910 tries a second on `_start/{code}` from one address).
 * Only misses count, per address: a whole school behind one address joining a known quiz never misses,
 * and a few mistyped codes cost nothing. Past `rule.max` misses in the window, every code lookup from
 * that address answers 429 (hits too: answering hits would keep the oracle open) until misses age out.
 * Routes opt in with `config: { codeLookup: { missStatus } }`; other routes are untouched.
 */
export const codeGuardPlugin = fp(
  async (app: FastifyInstance, opts: { rule: RateLimitRule; counters: Counters }) => {
    const misses = opts.counters.failures('code-misses', opts.rule);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.config.codeLookup) return;
      if (await misses.isBlocked(request.ip)) {
        return reply
          .code(429)
          .header('retry-after', Math.ceil(opts.rule.timeWindow / 1000))
          .type('text/plain; charset=utf-8')
          .send(TAKING_MESSAGES.tooManyUnknownCodes);
      }
    });
    app.addHook('onResponse', async (request, reply) => {
      const lookup = request.routeOptions.config.codeLookup;
      if (lookup && reply.statusCode === lookup.missStatus) await misses.record(request.ip);
    });
  },
);
