import { stackedPeriod } from '@quizzical/common';
import { and, desc, eq, gte, isNull, lte, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../auth/auth.table';
import { licenses } from './licenses.table';

export function createLicensesRepository(db: Db) {
  /**
   * Locks the user's row for the transaction: two licences added at once for one user (two codes, a
   * code and a payment) stack one after the other instead of both starting after the same end.
   */
  const lockUser = (userId: number, tx: DbOrTx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

  /** The last day of the user's licences that run on or after `day`, undefined when none does. */
  async function runningUntil(userId: number, day: string, tx: DbOrTx) {
    const [row] = await tx
      .select({ until: max(licenses.validTo) })
      .from(licenses)
      .where(and(eq(licenses.userId, userId), gte(licenses.validTo, day)));
    return row?.until ?? undefined;
  }

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

    runningUntil,
    lockUser,

    /**
     * Binds an unused code that has not expired to the user; the first caller wins (single use). During
     * a running licence the code starts when that licence ends (common/src/license-dates.ts).
     */
    activate: ({ code, userId, today, now }: { code: string; userId: number; today: string; now: Date }) =>
      db.transaction(async (tx) => {
        await lockUser(userId, tx);
        const [found] = await tx
          .select()
          .from(licenses)
          .where(and(eq(licenses.code, code), isNull(licenses.userId), gte(licenses.validTo, today)))
          .for('update');
        if (!found) return undefined;
        const start = found.validFrom > today ? found.validFrom : today;
        const { validFrom, validTo } = stackedPeriod(found, today, await runningUntil(userId, start, tx));
        const rows = await tx
          .update(licenses)
          .set({ userId, activatedAt: now, validFrom, validTo })
          .where(and(eq(licenses.id, found.id), isNull(licenses.userId)))
          .returning();
        return rows[0];
      }),

    insertMany: (values: (typeof licenses.$inferInsert)[], tx: DbOrTx = db) =>
      tx.insert(licenses).values(values).returning(),
  };
}
export type LicensesRepository = ReturnType<typeof createLicensesRepository>;
