import type { Database } from './db/client';
import { seedLookups } from './modules/lookups/lookups.seed';
import { seedMarket } from './modules/market/market.seed';

/**
 * A database made ready to serve: its migrations, then the lookups and the market's first questions. The
 * app runs it at start; the test suites' template databases are made with it (without the app around).
 */
export async function prepareDatabase(database: Pick<Database, 'db' | 'query' | 'migrate'>) {
  await database.migrate();
  await seedLookups(database.db);
  await seedMarket(database);
}
