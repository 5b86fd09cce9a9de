import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction opened on the database (the argument of `db.transaction`'s callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository runs its queries on: the database, or a transaction a service opened on it. */
export type DbOrTx = Db | Tx;

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
  /** A dumped PGlite data directory to start from when in memory (AppConfig.pgliteTemplate). */
  template?: string;
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
    const pgDb = drizzlePg(pool, { schema });
    const db: Db = pgDb;
    return {
      db,
      kind: 'postgres',
      pool,
      databaseUrl: opts.databaseUrl,
      query: async <T>(text: string, params: unknown[], name?: string) => {
        const { rows } = await pool.query({ text, values: params, ...(name && { name }) });
        return { rows: rows as T[] };
      },
      migrate: () => migratePg(pgDb, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  if (!opts.inMemory) {
    dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm, unaccent },
    // in memory only: a directory on disk keeps what it holds, and a restart on it must not start over
    ...(opts.template && opts.inMemory && { loadDataDir: new Blob([await readFile(opts.template)]) }),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  const db: Db = pgliteDb;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    query: <T>(text: string, params: unknown[]) => client.query<T>(text, params),
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}
