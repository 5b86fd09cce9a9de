import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, baseConfig, defaultRateLimits, loadConfig } from '../config';
import { users } from '../modules/auth/auth.table';
import { licenses } from '../modules/licenses/licenses.table';
import { liveGames } from '../modules/live/live.table';
import { quizzes } from '../modules/quizzes/quizzes.table';
import { readMails } from './mail-files';

/** The configuration `loadConfig` makes of the least environment it needs plus `env` (a deployment's variables). */
export const configFromEnv = (env: Record<string, string>) =>
  loadConfig({
    DATA_DIR: '/tmp/quizzical-config-test',
    JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    ...env,
  });

/** A clock the tests move by hand: "time over" is decided without sleeping. */
export class TestClock {
  constructor(public current = new Date()) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  clock: TestClock;
  /** Mail written to the outbox, newest last. */
  mails(): Promise<{ to: string; subject: string; text: string }[]>;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database: PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database made for this test file and dropped after it.
 */
export type TestOverrides = Omit<Partial<AppConfig>, 'rateLimits'> & {
  rateLimits?: Partial<AppConfig['rateLimits']>;
};

export async function createTestApp(overrides: TestOverrides = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'quizzical-test-'));
  const clock = new TestClock();
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `qz_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const unlimited = { max: 1_000_000, timeWindow: 60_000 };
  const { rateLimits: limitOverrides, ...rest } = overrides;
  const config: AppConfig = {
    ...baseConfig(),
    dataDir,
    databaseUrl,
    pgliteInMemory: true,
    // under vitest; the benchmarks that build a test app start from an empty database
    pgliteTemplate: process.env.VITEST ? inject('pgliteTemplate') : undefined,
    publicUrl: 'http://quizzical.test',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    logLevel: 'silent',
    webDist: join(dataDir, 'no-web'),
    now: clock.now,
    // no sign-in delay unless a test sets one
    loginDelay: { ...baseConfig().loginDelay, baseMs: 0 },
    // a test machine running two test files at once reads a big file far slower than a server does:
    // only a test of the time limit sets one it can reach
    imports: { ...baseConfig().imports, timeoutMs: 110_000 },
    rateLimits: {
      ...(Object.fromEntries(
        Object.keys(defaultRateLimits).map((key) => [key, unlimited]),
      ) as AppConfig['rateLimits']),
      // the limits a test sets; every other one is out of the way
      ...limitOverrides,
    },
    ...rest,
  };
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    clock,
    mails: () => readMails(dataDir),
    async close() {
      await app.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app listening on a free port of 127.0.0.1, for real HTTP clients (event streams), and its base URL. */
export async function listeningTestApp(overrides?: TestOverrides) {
  const t = await createTestApp(overrides);
  return { t, base: await t.app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** Signs up and activates a user through the real endpoints; returns its tokens. */
export async function createActiveUser(
  t: TestApp,
  email = `user${Math.random().toString(36).slice(2, 8)}@example.com`,
  password = 'correct horse battery',
  extra: Record<string, unknown> = {},
) {
  const signup = await t.app.inject({
    method: 'POST',
    url: '/auth/users/',
    payload: { email, password, ...extra },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const mail = found(
    (await t.mails()).filter((m) => m.to.includes(email)).at(-1),
    `an activation mail to ${email}`,
  );
  const [, uid, token] = found(/\/activate\/([^/\s]+)\/([^/\s]+)/.exec(mail.text), 'an activation link');
  const activation = await t.app.inject({
    method: 'POST',
    url: '/auth/users/activation/',
    payload: { uid, token },
  });
  if (activation.statusCode !== 204) throw new Error(`activation failed: ${activation.body}`);
  const login = await t.app.inject({
    method: 'POST',
    url: '/auth/jwt/create/',
    payload: { username: email, password },
  });
  const tokens = login.json() as { access: string; refresh: string };
  return {
    email,
    password,
    ...tokens,
    auth: { authorization: `Bearer ${tokens.access}` },
    id: signup.json().id as number,
  };
}

export type ActiveUser = Awaited<ReturnType<typeof createActiveUser>>;

/**
 * A test file's app and its teacher, signed up as `email`; with `pro`, the teacher holds a Pro licence of
 * that code (files that create more quizzes than the free plan allows). Other options go to the app.
 */
export async function appWithTeacher(
  email: string,
  { pro, ...overrides }: TestOverrides & { pro?: string } = {},
) {
  const t = await createTestApp(overrides);
  const teacher = await createActiveUser(t, email);
  if (pro) await grantPro(t, teacher.id, pro);
  return { t, teacher };
}

/** A signed-up user made staff (the market's review, licence codes, the staff's imports). */
export async function createStaffUser(t: TestApp, email?: string) {
  const staff = await createActiveUser(t, email);
  await t.app.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id));
  return staff;
}

/** The value a test expects to be there (a mail, a list entry): fails the test with `what` otherwise. */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}`);
  return value;
}

/** Makes `userId` a Pro user (a licence valid for centuries): tests that create more than the free plan's quizzes. */
export async function grantPro(t: TestApp, userId: number, code: string) {
  await t.app.database.db.insert(licenses).values({
    code,
    tier: 'P',
    validFrom: '2000-01-01',
    validTo: '2999-12-31',
    userId,
  });
}

/**
 * A live game opened for the quiz as 'Host live' opens it (the game's row and the quiz's `hosted` flag,
 * in one transaction), without starting the quiz or telling the caches: for tests that need a hosted
 * quiz in a state the routes do not reach (hosted before it starts).
 */
export async function openLiveGame(t: TestApp, quizId: number) {
  await t.app.database.db.transaction(async (tx) => {
    await tx.insert(liveGames).values({ quizId });
    await tx.update(quizzes).set({ hosted: true }).where(eq(quizzes.id, quizId));
  });
}
