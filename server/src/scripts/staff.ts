/**
 * npm run staff -- --email E --password P
 * Creates an active staff account, or promotes (and re-activates) an existing one, on the configured
 * database (DATABASE_URL, or PGlite under DATA_DIR): the server's variables, which must be given to this
 * command too. It says which database it wrote to, so that a missing DATA_DIR shows at once.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { emailField, PASSWORD_MAX, PASSWORD_MIN, passwordField } from '@quizzical/common';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { LoginThrottle } from '../lib/login-throttle';
import { memoryCounters } from '../lib/shared-limits';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { createAuthService } from '../modules/auth/auth.service';
import { createTokenSigner } from '../modules/auth/auth.tokens';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = emailField.safeParse(values.email ?? '');
const password = passwordField.safeParse(values.password ?? '');
if (!email.success || !password.success) {
  console.error(
    `Usage: npm run staff -- --email E --password P   (password: ${PASSWORD_MIN} to ${PASSWORD_MAX} characters)`,
  );
  process.exit(2);
}

const config = loadConfig();

/** The database written to, as a person finds it again: PGlite's folder, or PostgreSQL without password. */
function databaseName(): string {
  if (!config.databaseUrl) return `the PGlite database in ${resolve(config.dataDir, 'pglite')} (DATA_DIR)`;
  const url = new URL(config.databaseUrl);
  return `the PostgreSQL database ${url.host}${url.pathname} (DATABASE_URL)`;
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const auth = createAuthService({
    repo: createAuthRepository(database.db),
    tokens: createTokenSigner({
      secret: config.jwtSecret,
      accessTtlSeconds: 1,
      refreshTtlSeconds: 1,
      now: config.now,
    }),
    mailer: { send: async () => {} },
    config,
    counters: memoryCounters(),
    loginThrottle: new LoginThrottle({
      pair: config.rateLimits.loginFailuresPerAddressAndAccount,
      delay: config.loginDelay,
    }),
  });
  const { created } = await auth.ensureStaff({ email: email.data, password: password.data });
  console.log(`${created ? 'Created' : 'Promoted'} staff account ${email.data} in ${databaseName()}.`);
} finally {
  await database.close();
}
