import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/src/db/client';
import { prepareDatabase } from '../../server/src/prepare-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data directory that each new test server starts from, as a copy. */
    pgliteTemplateDir: string;
  }
}

/**
 * Fails early with a clear message when the browser tests cannot run; makes the database every new test
 * server copies (a server's first start on an empty directory spends 4–20 s in PGlite's initdb and the
 * migrations, depending on the machine's load; on a copy it starts in a third of that).
 */
export default async function setup(project: TestProject) {
  const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  if (!existsSync(`${dist}/index.html`)) {
    throw new Error('web/dist is not built: run `npm run test:e2e` (it builds first) or `npm run build`.');
  }
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error("Debian's chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH).");
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'quizzical-e2e-template-'));
  const database = await openDatabase({ dataDir });
  await prepareDatabase(database);
  await database.close();
  project.provide('pgliteTemplateDir', join(dataDir, 'pglite'));
  return () => rm(dataDir, { recursive: true, force: true });
}
