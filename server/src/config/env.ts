import { z } from 'zod';
import { JWT_SECRET_MIN } from './secrets';

/** An optional variable that an empty value (`FOO=`) leaves unset. */
const optionalMatching = (pattern: RegExp, message: string) =>
  z
    .string()
    .regex(pattern, message)
    .optional()
    .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalMatching(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://'),
  REDIS_URL: optionalMatching(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://'),
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

export type Env = z.infer<typeof envSchema>;

/** The one place that reads process.env's shape. Throws a readable error on a bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.PAYMENT_PROVIDER === 'stripe' && !parsed.data.STRIPE_SECRET_KEY) {
    throw new Error('Invalid configuration:\n  PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY');
  }
  return parsed.data;
}
