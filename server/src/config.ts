import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative paths in the environment are taken from here, whatever the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Quizzical <no-reply@quizzical.local>'),
  CONTACT_TO: z.string().default('contact@quizzical.local'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type RateLimitRule = { max: number; timeWindow: number };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... or undefined for PGlite (in `dataDir/pglite`, or in memory when `pgliteInMemory`). */
  databaseUrl?: string;
  pgliteInMemory?: boolean;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  contactTo: string;
  s3?: { endpoint: string; bucket: string; accessKey: string; secretKey: string };
  stripe?: { secretKey: string; webhookSecret?: string; apiBase?: string };
  logLevel: string;
  trustProxy: boolean;
  /** Directory of the built SPA; served when it exists. */
  webDist: string;
  /** Time source: tests move it to decide "time over" without sleeping. */
  now: () => Date;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  activationTokenTtlSeconds: number;
  /** Student-side limits: per quiz and per session, never per address (a school shares one address). */
  limits: { joinsPerQuizPer10s: number; savesPerSessionPer10s: number };
  rateLimits: {
    loginPerAddress: RateLimitRule;
    loginFailuresPerAccount: RateLimitRule;
    signupPerAddress: RateLimitRule;
    resetPerAddress: RateLimitRule;
    contactPerAddress: RateLimitRule;
    marketProposalsPerAddress: RateLimitRule;
  };
}

const MINUTE = 60_000;
export const defaultRateLimits: AppConfig['rateLimits'] = {
  loginPerAddress: { max: 30, timeWindow: MINUTE },
  loginFailuresPerAccount: { max: 10, timeWindow: 15 * MINUTE },
  signupPerAddress: { max: 20, timeWindow: 60 * MINUTE },
  resetPerAddress: { max: 10, timeWindow: 60 * MINUTE },
  contactPerAddress: { max: 5, timeWindow: 60 * MINUTE },
  marketProposalsPerAddress: { max: 20, timeWindow: 60 * MINUTE },
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

/** The one place that reads process.env. Throws a readable error on a bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(REPO_ROOT, e.DATA_DIR);
  return {
    ...baseConfig(),
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKey: e.S3_ACCESS_KEY,
            secretKey: e.S3_SECRET_KEY,
          }
        : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
      : undefined,
    logLevel: e.LOG_LEVEL,
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
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 14 * 24 * 3600,
    activationTokenTtlSeconds: 3 * 24 * 3600,
    rateLimits: defaultRateLimits,
    limits: { joinsPerQuizPer10s: 20_000, savesPerSessionPer10s: 50 },
  };
}
