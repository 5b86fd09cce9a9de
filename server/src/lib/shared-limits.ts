import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../config';
import { type FailureCounter, MemoryFailureCounter } from './failure-counter';
import { MemoryWindowCounter, type WindowCounter } from './window-counter';

/**
 * Where rate limits and sign-in failures count (docs/SECURITY.md "Limits across instances"):
 * - in this process's memory: PGlite (one instance by construction), or PostgreSQL without REDIS_URL;
 * - in Redis (rate-limiter-flexible) when REDIS_URL is set on PostgreSQL: every instance counts in the
 *   same keys, so a limit of N is N across all of them.
 * Redis down or slow never takes the app down: each Redis counter has a memory counter as its insurance
 * (rate-limiter-flexible's `insuranceLimiter`) and falls back to it at once (no offline queue, a short
 * command timeout) until Redis is back; limits are then per instance, as without Redis.
 */
export interface Counters {
  readonly store: 'memory' | 'redis';
  /** Fixed windows per key; `name` keeps one counter's keys apart from another's. */
  window(name: string, rule: RateLimitRule): WindowCounter;
  failures(name: string, rule: RateLimitRule): FailureCounter;
  /** A store for @fastify/rate-limit's `store` option; undefined: its own memory store. */
  routeStore?: FastifyRateLimitStoreCtor;
  close(): Promise<void>;
}

/** In memory, on the given clock (the tests' TestClock moves it). */
export function memoryCounters(now: () => number = Date.now): Counters {
  return {
    store: 'memory',
    window: (_name, rule) => new MemoryWindowCounter(rule.max, rule.timeWindow, now),
    failures: (_name, rule) => new MemoryFailureCounter(rule.max, rule.timeWindow, now),
    close: async () => {},
  };
}

export interface SharedCountersOptions {
  redisUrl: string;
  /** Keys start with it: instances of one app share it, two apps on one Redis must not. */
  prefix: string;
  logger: FastifyBaseLogger;
  /** A Redis command slower than this counts in memory instead (the answer save waits on it). */
  commandTimeoutMs?: number;
}

/** Counters in Redis, shared by every instance that uses the same `prefix`. */
export function redisCounters(options: SharedCountersOptions): Counters {
  const { logger, prefix } = options;
  const redis = new Redis(options.redisUrl, {
    // fail at once while disconnected, so the insurance counts instead of requests waiting on Redis
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 250,
    // reconnect forever, at most every 2 s
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  let reachable: boolean | undefined;
  redis.on('ready', () => {
    logger.info(`rate limits: counted in Redis (${redactUrl(options.redisUrl)}), shared by every instance`);
    reachable = true;
  });
  redis.on('error', (error) => {
    // ioredis reports every failed reconnection: one line per outage
    if (reachable === false) return;
    reachable = false;
    logger.warn(
      `rate limits: Redis unreachable (${error.message}): counted in this instance's memory until it is back`,
    );
  });

  /** One more hit on `key`: false when the counter refuses it (past its max), errors thrown. */
  const consumed = (counter: RateLimiterRedis, key: string) =>
    counter.consume(key).then(
      () => true,
      (rejected) => {
        if (rejected instanceof RateLimiterRes) return false;
        throw rejected;
      },
    );

  const limiter = (name: string, rule: RateLimitRule) => {
    const keyPrefix = `${prefix}:${name}`;
    // Redis expiries are whole seconds
    const duration = Math.max(1, Math.ceil(rule.timeWindow / 1000));
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points: rule.max,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points: rule.max, duration }),
    });
  };

  return {
    store: 'redis',
    window(name, rule) {
      const counter = limiter(name, rule);
      return {
        hit: (key) => consumed(counter, key),
      };
    },
    failures(name, rule) {
      const counter = limiter(name, rule);
      const count = async (key: string) => Math.min(rule.max, (await counter.get(key))?.consumedPoints ?? 0);
      return {
        count,
        isBlocked: async (key) => (await count(key)) >= rule.max,
        record: async (key) => {
          await counter.penalty(key);
        },
        // consume counts and compares in one Redis script; past the max it refuses (a RateLimiterRes)
        tryRecord: (key) => consumed(counter, key),
        reset: async (key) => {
          await counter.delete(key);
        },
      };
    },
    routeStore: routeStoreOver(limiter),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** @fastify/rate-limit's store interface over the same limiters (one per route, rule and key). */
function routeStoreOver(
  limiter: (name: string, rule: RateLimitRule) => RateLimiterRedis,
): FastifyRateLimitStoreCtor {
  return class SharedRouteStore implements FastifyRateLimitStore {
    private readonly limiters = new Map<string, RateLimiterRedis>();
    constructor(
      _params: unknown,
      private readonly route = 'global',
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
      const id = `route:${this.route}:${max}/${timeWindow}`;
      let counter = this.limiters.get(id);
      if (!counter) {
        counter = limiter(id, { max, timeWindow });
        this.limiters.set(id, counter);
      }
      const answer = (res: RateLimiterRes) =>
        callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext });
      counter.consume(key).then(answer, (rejected) => {
        if (rejected instanceof RateLimiterRes) answer(rejected);
        else callback(rejected instanceof Error ? rejected : new Error(String(rejected)));
      });
    }

    child(routeOptions: RouteOptions) {
      // the plugin passes the route as `routeInfo` (its types say otherwise); one count per route
      const { routeInfo } = routeOptions as unknown as { routeInfo: { method?: string; url?: string } };
      return new SharedRouteStore(undefined, `${routeInfo.method}${routeInfo.url}`);
    }
  };
}

/** What the app counts in: Redis on PostgreSQL when REDIS_URL is set, memory otherwise. */
export function createCounters(options: {
  databaseUrl?: string;
  redisUrl?: string;
  now: () => number;
  logger: FastifyBaseLogger;
}): Counters {
  const { databaseUrl, redisUrl, logger } = options;
  if (!databaseUrl || !redisUrl) {
    if (redisUrl) logger.info('rate limits: REDIS_URL ignored on PGlite (one instance): counted in memory');
    else if (databaseUrl)
      logger.info('rate limits: counted per instance (set REDIS_URL to share them between instances)');
    return memoryCounters(options.now);
  }
  const db = new URL(databaseUrl);
  // instances on one database share their counters; other databases on the same Redis do not
  return redisCounters({ redisUrl, logger, prefix: `quizzical:${db.host}${db.pathname}` });
}

const redactUrl = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');
