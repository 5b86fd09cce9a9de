import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { licenses } from '../licenses/licenses.table';
import { payments, processedEvents } from './billing.table';

export type PaymentRow = typeof payments.$inferSelect;

export function createBillingRepository(db: Db) {
  return {
    insert: async (values: typeof payments.$inferInsert) =>
      (await db.insert(payments).values(values).returning())[0],

    async find(id: string, tx: DbOrTx = db) {
      const rows = await tx
        .select({ payment: payments, license: licenses })
        .from(payments)
        .leftJoin(licenses, eq(licenses.id, payments.licenseId))
        .where(eq(payments.id, id))
        .limit(1);
      return rows[0];
    },

    setProviderRef: (id: string, providerRef: string) =>
      db.update(payments).set({ providerRef }).where(eq(payments.id, id)),

    /** Moves a pending payment to a final status; returns undefined when it was not pending any more. */
    settle: async (id: string, status: 'declined' | 'failed', tx: DbOrTx = db) =>
      (
        await tx
          .update(payments)
          .set({ status })
          .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
          .returning()
      )[0],

    markPaid: async (
      id: string,
      values: { licenseId: number; paidAt: Date; providerRef?: string },
      tx: DbOrTx,
    ) =>
      (
        await tx
          .update(payments)
          .set({ status: 'paid', ...values })
          .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
          .returning()
      )[0],

    /** Records a webhook event id; false when it was already there (a replay). */
    async recordEvent({ id, provider, type }: { id: string; provider: string; type: string }) {
      const rows = await db
        .insert(processedEvents)
        .values({ id, provider, type })
        .onConflictDoNothing()
        .returning();
      return rows.length > 0;
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
