import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../prepare-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped PGlite data directory every test app starts from (absent on PostgreSQL). */
    pgliteTemplate?: string;
  }
}

/**
 * The server suite's global setup: one migrated and seeded PGlite database, dumped to a file that every
 * test app loads. A fresh PGlite spends 3–4 s in initdb and half a second migrating; loading the dump
 * takes about one, and the suite builds a hundred apps.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const dir = await mkdtemp(join(tmpdir(), 'quizzical-template-'));
  const database = await openDatabase({ dataDir: dir, inMemory: true });
  await prepareDatabase(database);
  if (!database.pglite) throw new Error('the template is a PGlite database');
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await (await database.pglite.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
