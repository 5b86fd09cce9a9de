/**
 * node --import tsx e2e/support/run-sql.ts < statements.sql
 * Runs the SQL read from stdin on the database of DATA_DIR (or DATABASE_URL), migrated first, while
 * no server has it open. Used by browser tests through `runSql` (support/server.ts).
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../server/src/db/client';
import { found } from './found';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? './data',
});
try {
  await database.migrate();
  const statements = readFileSync(0, 'utf8');
  // several statements at once: PGlite's exec, PostgreSQL's simple query protocol
  if (database.pglite) await database.pglite.exec(statements);
  else await found(database.pool, 'a PostgreSQL pool').query(statements);
} finally {
  await database.close();
}
