import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LegalNotice } from '@quizzical/common';
import { z } from 'zod';
import type { NetworkInterfaces } from './lib/link-base';
import type { LoginDelayRule } from './lib/login-throttle';

/** The repository root: relative paths in the environment are taken from here, whatever the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** HS256 wants a key of at least 256 bits: 32 characters. */
const JWT_SECRET_MIN = 32;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z
    .string()
    .min(JWT_SECRET_MIN, `JWT_SECRET must be at least ${JWT_SECRET_MIN} characters`)
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Quizzical <no-reply@quizzical.local>'),
  CONTACT_TO: z.string().default('contact@quizzical.local'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // per-address limits a deployment whose schools share fewer addresses (a regional network's NAT), or a
  // benchmark's clients on one machine, raises
  JOINS_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  LIVE_STREAMS_PER_ADDRESS_PER_GAME: z.coerce.number().int().min(1).optional(),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  NODE_ENV: z.string().optional(),
  PAYMENT_PROVIDER: z
    .enum(['stripe', 'sandbox'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LEGAL_NAME: z.string().optional(),
  LEGAL_ADDRESS: z.string().optional(),
  LEGAL_RESPONSIBLE: z.string().optional(),
  LEGAL_EMAIL: z.string().optional(),
  LEGAL_REGISTRY: z.string().optional(),
  LEGAL_HOST: z.string().optional(),
});

/**
 * Who takes payments: Stripe when configured; otherwise the built-in sandbox (test cards, no real money),
 * the default of `npm start`. In production the sandbox only runs when asked for by name
 * (PAYMENT_PROVIDER=sandbox): otherwise anyone could buy Pro with the test card, so checkout is
 * refused ('none', 503).
 */
export type PaymentProviderName = 'stripe' | 'sandbox' | 'none';

export type RateLimitRule = { max: number; timeWindow: number };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... or undefined for PGlite (in `dataDir/pglite`, or in memory when `pgliteInMemory`). */
  databaseUrl?: string;
  pgliteInMemory?: boolean;
  /** redis://...: rate limits and sign-in failures count there on PostgreSQL (lib/shared-limits.ts). */
  redisUrl?: string;
  publicUrl: string;
  /**
   * True when PUBLIC_URL is unset: links shown to the teacher (share link, QR code) are built from the
   * address their browser used, or the LAN address (lib/link-base.ts). Mail always uses `publicUrl`.
   */
  publicUrlFromRequest?: boolean;
  /** The machine's network interfaces (os.networkInterfaces by default; tests give their own). */
  networkInterfaces?: () => NetworkInterfaces;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  contactTo: string;
  stripe?: { secretKey: string; webhookSecret?: string; apiBase?: string };
  /** The operator's legal notice shown on /legal (LEGAL_* variables; unset fields are null). */
  legal: LegalNotice;
  /** The active payment provider (see PaymentProviderName); 'stripe' needs `stripe`. */
  paymentProvider: PaymentProviderName;
  logLevel: string;
  trustProxy: boolean;
  /** Directory of the built SPA; served when it exists. */
  webDist: string;
  /** Time source: tests move it to decide "time over" without sleeping. */
  now: () => Date;
  /**
   * How often each instance checks for scheduled quizzes due to open or close (quizzes.scheduler.ts);
   * 0: never by itself (tests call the check).
   */
  scheduleCheckMs: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  activationTokenTtlSeconds: number;
  /**
   * Student-side limits: per quiz and per session (a school shares one address; joins per address are
   * `rateLimits.joinsPerAddress`, far above a school's).
   */
  limits: { joinsPerQuizPer10s: number; savesPerSessionPer10s: number };
  /**
   * Results streams (SSE): a heartbeat event every `heartbeatMs` while this instance hears the event bus
   * (the page polls when none comes for 2.5 intervals), and open streams capped per account and per quiz
   * on each instance (docs/OPERATIONS.md). A hosted game's player streams are capped per address on each
   * instance: per game and over all games.
   */
  live: {
    heartbeatMs: number;
    streamsPerAccount: number;
    streamsPerQuiz: number;
    playerStreamsPerAddress: { perGame: number; total: number };
  };
  /** Sign-in delay per account across addresses (lib/login-throttle.ts, docs/SECURITY.md). */
  loginDelay: LoginDelayRule;
  /**
   * HTTP timeouts in ms (docs/SECURITY.md, Resources): a slow or silent client cannot hold a socket.
   * `requestMs` bounds receiving a whole request (headers and body), not the response: results
   * streams (SSE) stay open.
   */
  timeouts: { connectionMs: number; headersMs: number; requestMs: number; keepAliveMs: number };
  /**
   * On SIGTERM/SIGINT the process exits at the latest this long after the signal, whatever is still open
   * (lib/shutdown.ts); a second signal exits at once.
   */
  shutdownTimeoutMs: number;
  /** Bytes of uploaded images each instance keeps in memory to serve them (uploads.service.ts). */
  uploadsCacheBytes: number;
  /** Images decoded at once (a 40-megapixel image takes about 160 MB while decoded). */
  imageDecodeConcurrency: number;
  /**
   * Question files read at once on this instance (each in its own worker thread), and the time and
   * heap each may take before it is refused (transfer/import/import-reader.ts, docs/SECURITY.md).
   */
  imports: { concurrency: number; timeoutMs: number; heapMb: number };
  rateLimits: {
    loginPerAddress: RateLimitRule;
    /** Failed sign-ins of one address on one account; then 429 for that pair only. */
    loginFailuresPerAddressAndAccount: RateLimitRule;
    signupPerAddress: RateLimitRule;
    resetPerAddress: RateLimitRule;
    /** Reset mails sent to one account, whatever the addresses asking. */
    resetMailsPerAccount: RateLimitRule;
    /** Uploads per account (image decoding is the most expensive thing an account can ask for). */
    uploadsPerAccount: RateLimitRule;
    /** Lookups of unknown quiz or share codes per address (only misses count: a school shares one). */
    codeMissesPerAddress: RateLimitRule;
    contactPerAddress: RateLimitRule;
    marketProposalsPerAddress: RateLimitRule;
    /** Licence code activations per address (codes are guessable by brute force otherwise). */
    licenseActivationsPerAddress: RateLimitRule;
    /** Joins (new sessions) per address, any quiz: far above a whole school behind one address. */
    joinsPerAddress: RateLimitRule;
  };
}

const MINUTE = 60_000;
export const defaultRateLimits: AppConfig['rateLimits'] = {
  loginPerAddress: { max: 30, timeWindow: MINUTE },
  loginFailuresPerAddressAndAccount: { max: 10, timeWindow: 15 * MINUTE },
  signupPerAddress: { max: 20, timeWindow: 60 * MINUTE },
  resetPerAddress: { max: 10, timeWindow: 60 * MINUTE },
  resetMailsPerAccount: { max: 3, timeWindow: 60 * MINUTE },
  uploadsPerAccount: { max: 60, timeWindow: 60 * MINUTE },
  codeMissesPerAddress: { max: 30, timeWindow: MINUTE },
  contactPerAddress: { max: 5, timeWindow: 60 * MINUTE },
  marketProposalsPerAddress: { max: 20, timeWindow: 60 * MINUTE },
  licenseActivationsPerAddress: { max: 20, timeWindow: MINUTE },
  // a whole school of 3,000 behind one address (its NAT) joining within the same 10 minutes passes; one
  // address alone cannot fill the sessions table (or a hosted game's lobby) faster than that
  joinsPerAddress: { max: 3_000, timeWindow: 10 * MINUTE },
};

/** Reads the JWT secret from DATA_DIR, making one on first start so nothing secret lives in the repo. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const NO_LEGAL_NOTICE: LegalNotice = {
  name: null,
  address: [],
  responsible: null,
  email: null,
  registry: null,
  host: null,
};

/** LEGAL_* variables; LEGAL_ADDRESS lines are separated by newlines or ' | '. Blank means unset. */
function legalNotice(e: z.infer<typeof envSchema>): LegalNotice {
  const field = (value?: string) => value?.trim() || null;
  return {
    name: field(e.LEGAL_NAME),
    address: (e.LEGAL_ADDRESS ?? '')
      .split(/\n|\s\|\s/)
      .map((line) => line.trim())
      .filter(Boolean),
    responsible: field(e.LEGAL_RESPONSIBLE),
    email: field(e.LEGAL_EMAIL),
    registry: field(e.LEGAL_REGISTRY),
    host: field(e.LEGAL_HOST),
  };
}

/**
 * The start-up warning when the legal notice misses its essentials (who runs the instance and how to
 * reach them): /legal then tells visitors the operator has not filled it in.
 */
export function legalNoticeWarning(legal: LegalNotice): string | undefined {
  const missing = [
    !legal.name && 'LEGAL_NAME',
    legal.address.length === 0 && 'LEGAL_ADDRESS',
    !legal.email && 'LEGAL_EMAIL',
  ].filter(Boolean);
  if (missing.length === 0) return undefined;
  return `legal notice: ${missing.join(', ')} unset: /legal tells visitors the operator has not filled in these details (README, Configuration)`;
}

/** The one place that reads process.env. Throws a readable error on a bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(REPO_ROOT, e.DATA_DIR);
  if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new Error('Invalid configuration:\n  PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY');
  }
  const paymentProvider: PaymentProviderName =
    e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : e.NODE_ENV === 'production' ? 'none' : 'sandbox');
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
    paymentProvider,
    legal: legalNotice(e),
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    ...(e.WEB_DIST && { webDist: isAbsolute(e.WEB_DIST) ? e.WEB_DIST : resolve(REPO_ROOT, e.WEB_DIST) }),
  };
}

/** Defaults that do not come from the environment. */
export function baseConfig(): Omit<AppConfig, 'dataDir' | 'jwtSecret' | 'publicUrl'> {
  return {
    port: 8000,
    host: '0.0.0.0',
    mailFrom: 'Quizzical <no-reply@quizzical.local>',
    contactTo: 'contact@quizzical.local',
    logLevel: 'info',
    trustProxy: false,
    webDist: join(REPO_ROOT, 'web/dist'),
    now: () => new Date(),
    // a class waiting on the start page asks every 3 to 5 s: opening within 5 s of the time is as soon
    // as they would see it; two indexed UPDATEs per instance every 5 s cost nothing
    scheduleCheckMs: 5_000,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 14 * 24 * 3600,
    activationTokenTtlSeconds: 3 * 24 * 3600,
    rateLimits: defaultRateLimits,
    limits: { joinsPerQuizPer10s: 20_000, savesPerSessionPer10s: 50 },
    // 20 streams per account: a teacher's laptop, projector, phone and assistants on a few quizzes at
    // once; 10 per quiz: only its owner may stream it, and ten screens of one quiz is already a lot.
    // Players' streams per address (each holds a socket, i.e. a file descriptor: a typical limit is
    // 20,000 per process): 500 per game lets a school hall of 300 to 400 phones behind one address play,
    // with room for reconnections whose old socket is not closed yet; 2,000 over all games lets several
    // such halls play at once, and keeps one address to a tenth of such a limit
    live: {
      heartbeatMs: 15_000,
      streamsPerAccount: 20,
      streamsPerQuiz: 10,
      playerStreamsPerAddress: { perGame: 500, total: 2_000 },
    },
    loginDelay: { windowMs: 15 * 60_000, freeFailures: 3, baseMs: 250, maxMs: 4_000 },
    // connectionMs: a socket with no traffic either way is closed (above the results streams' heartbeat,
    // `live.heartbeatMs`); headersMs: the headers must arrive within it; requestMs: the whole request
    // (headers and body), 60 s letting a 10 MB upload through a 1.5 Mbit/s school uplink
    timeouts: { connectionMs: 120_000, headersMs: 10_000, requestMs: 60_000, keepAliveMs: 5_000 },
    imageDecodeConcurrency: 2,
    // one file at a time keeps a core for the event loop on a two-core server; 10 MB of Moodle XML
    // reads in about 1.5 s, so 30 s is only reached by a hostile file or a machine under heavy load
    imports: { concurrency: 1, timeoutMs: 30_000, heapMb: 512 },
    uploadsCacheBytes: 32 * 2 ** 20,
    shutdownTimeoutMs: 10_000,
    paymentProvider: 'sandbox',
    legal: NO_LEGAL_NOTICE,
  };
}
