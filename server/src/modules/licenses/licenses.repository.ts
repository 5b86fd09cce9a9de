import { and, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { licenses } from './licenses.table';

export function createLicensesRepository(db: Db) {
  return {
    /** A user's licences, newest validity first; `activeOn` keeps those valid that day. */
    forUser(userId: number, activeOn?: string) {
      const conditions = [eq(licenses.userId, userId)];
      if (activeOn) conditions.push(lte(licenses.validFrom, activeOn), gte(licenses.validTo, activeOn));
      return db
        .select()
        .from(licenses)
        .where(and(...conditions))
        .orderBy(desc(licenses.validTo), desc(licenses.id));
    },

    /** Binds an unused code that has not expired to the user; the first caller wins (single use). */
    async activate(code: string, userId: number, today: string, now: Date) {
      const rows = await db
        .update(licenses)
        .set({ userId, activatedAt: now })
        .where(and(eq(licenses.code, code), isNull(licenses.userId), gte(licenses.validTo, today)))
        .returning();
      return rows[0];
    },

    insertMany: (values: (typeof licenses.$inferInsert)[], tx: DbOrTx = db) =>
      tx.insert(licenses).values(values).returning(),
  };
}
export type LicensesRepository = ReturnType<typeof createLicensesRepository>;
