import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<any, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw client, for LISTEN/NOTIFY (event bus) and benchmarks. */
  pglite?: PGlite;
  pool?: pg.Pool;
  databaseUrl?: string;
  /**
   * A raw parameterised query for the hot paths. On PostgreSQL a `name` makes it a prepared statement
   * (parsed and planned once per connection); PGlite runs it as is.
   */
  query<T>(text: string, params: unknown[], name?: string): Promise<{ rows: T[] }>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PostgreSQL when a URL is given, otherwise embedded PGlite (on disk under dataDir, or in memory). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 20,
      // No JIT: our statements are short, and a cost estimate inflated by a correlated subquery made
      // PostgreSQL spend 140 ms compiling a 10 ms results query (docs/PERFORMANCE.md).
      options: '-c jit=off',
    });
    // An idle connection the server terminates (restart, failover, a dropped test database) must not
    // crash the process: the pool drops it, and the next query opens a fresh one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      databaseUrl: opts.databaseUrl,
      query: (text, params, name) => pool.query({ text, values: params, ...(name && { name }) }) as any,
      migrate: () => migratePg(db as any, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (!opts.inMemory) {
    dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    query: (text, params) => client.query(text, params) as any,
    migrate: () => migratePglite(db as any, { migrationsFolder }),
    close: () => client.close(),
  };
}
