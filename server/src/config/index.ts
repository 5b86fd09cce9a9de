import { baseConfig } from './defaults';
import { type Env, parseEnv } from './env';
import { legalNotice } from './legal';
import { fromRepoRoot } from './paths';
import { loadOrCreateSecret } from './secrets';
import type { AppConfig, PaymentProviderName } from './types';

export { baseConfig, defaultRateLimits } from './defaults';
export { legalNoticeWarning } from './legal';
export type { AppConfig, RateLimitRule } from './types';

/** Stripe when its key is set; else the sandbox, except in production where it must be named. */
const paymentProviderOf = (e: Env): PaymentProviderName =>
  e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : e.NODE_ENV === 'production' ? 'none' : 'sandbox');

/** The one place that reads process.env. Throws a readable error on a bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(env);
  const dataDir = fromRepoRoot(e.DATA_DIR);
  const base = baseConfig();
  const streamsPerAddress = base.live.playerStreamsPerAddress;
  return {
    ...base,
    rateLimits: {
      ...base.rateLimits,
      joinsPerAddress: {
        ...base.rateLimits.joinsPerAddress,
        max: e.JOINS_PER_ADDRESS ?? base.rateLimits.joinsPerAddress.max,
      },
    },
    live: {
      ...base.live,
      playerStreamsPerAddress: {
        perGame: e.LIVE_STREAMS_PER_ADDRESS_PER_GAME ?? streamsPerAddress.perGame,
        total: e.LIVE_STREAMS_PER_ADDRESS ?? streamsPerAddress.total,
      },
    },
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlFromRequest: !e.PUBLIC_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
      : undefined,
    paymentProvider: paymentProviderOf(e),
    legal: legalNotice(e),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    ...(e.WEB_DIST && { webDist: fromRepoRoot(e.WEB_DIST) }),
  };
}
