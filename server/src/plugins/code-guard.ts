import { ERROR_CODE_HEADER } from '@quizzical/common';
import type {
  FastifyInstance,
  FastifyReply,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ZodObject } from 'zod';
import type { RateLimitRule } from '../config';
import { errorText } from '../lib/http-errors';
import type { Counters } from '../lib/shared-limits';
import { hookList } from './hook-list';

const TOO_MANY_UNKNOWN_CODES = errorText('taking.too_many_unknown_codes');

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route looks a quiz up by a code a person typed: answers with this status mean "no such code"
     * and count as a miss of the client's address. `withSession`: the route also takes a session id.
     */
    codeLookup?: { missStatus: number; withSession?: boolean };
  }
}

/** A session call answers 404 alike for an unknown code and for an unknown session of a known code. */
const SESSION_LOOKUP = { missStatus: 404, withSession: true };

const hasKey = (schema: unknown, key: string) => schema instanceof ZodObject && key in schema.shape;
/** `?session_id=` (taking's state, save and review; live's state, stream and answer) or `/:session` (end, survey). */
const takesSessionId = (route: RouteOptions) =>
  hasKey(route.schema?.querystring, 'session_id') || hasKey(route.schema?.params, 'session');

/**
 * Quiz codes must not be guessable (a test made 1,910 tries a second on `_start/{code}` from one address).
 * Only misses count, per address: a whole school behind one address joining a known quiz never misses,
 * and a few mistyped codes cost nothing. Past `rule.max` misses in the window, every code lookup from
 * that address answers 429 (hits too: answering hits would keep the oracle open) until misses age out.
 * Routes opt in with `config: { codeLookup: { missStatus } }`; other routes are untouched.
 *
 * Every route that takes a session id is a code lookup too, without opting in: a wrong session probes
 * codes like a wrong code (docs/SECURITY.md measured 396 probes a second on them). Its services answer
 * the same 404 for an unknown code and an unknown session; those misses count. While the address is
 * over the limit only the misses of a session call answer 429: a valid session (192 random bits) says
 * nothing about other codes, so a student who joined keeps saving behind an address someone probes from.
 *
 * A miss is counted as it is answered, in one step with the check (`tryRecord`): requests in flight
 * together cannot all slip under the limit; the one over it answers 429 instead of its 404.
 */
export const codeGuardPlugin = fp(
  async (app: FastifyInstance, opts: { rule: RateLimitRule; counters: Counters }) => {
    const misses = opts.counters.failures('code-misses', opts.rule);
    const refuse = (reply: FastifyReply) =>
      reply
        .code(429)
        .header('retry-after', Math.ceil(opts.rule.timeWindow / 1000))
        .type('text/plain; charset=utf-8')
        .header(ERROR_CODE_HEADER, 'taking.too_many_unknown_codes');

    // the guard's hooks go on the routes that look codes up, and only there: every other request
    // (thousands of answer saves a second among them) runs none of them
    app.addHook('onRoute', (route) => {
      if (takesSessionId(route) && !route.config?.codeLookup)
        route.config = { ...route.config, codeLookup: SESSION_LOOKUP };
      const lookup = route.config?.codeLookup;
      if (!lookup) return;
      // a callback hook, not an async one: every answer the route gives that is not a miss (each of
      // thousands of saves a second) passes on at once, with no promise made and awaited
      const onSend: onSendHookHandler = (request, reply, payload, done) => {
        if (reply.statusCode !== lookup.missStatus) return done(null, payload);
        misses.tryRecord(request.ip).then((recorded) => {
          if (recorded) return done(null, payload);
          // the miss replaced by plain text: whatever encoding another hook chose no longer applies
          refuse(reply).removeHeader('content-encoding');
          done(null, TOO_MANY_UNKNOWN_CODES);
        }, done);
      };
      // first among the route's own hooks, where the app-wide hooks ran before
      route.onSend = [onSend, ...hookList(route.onSend)];
      if (lookup.withSession) return;
      const onRequest: onRequestHookHandler = async (request, reply) => {
        if (await misses.isBlocked(request.ip)) return refuse(reply).send(TOO_MANY_UNKNOWN_CODES);
      };
      route.onRequest = [onRequest, ...hookList(route.onRequest)];
    });
  },
);
