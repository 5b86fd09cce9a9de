import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedBy } from '../../db/columns';
import { users } from '../auth/auth.table';
import { licenses } from '../licenses/licenses.table';

/** A purchase: who, when, how much, through which provider, and the licence it produced. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The provider's id of the payment (Stripe Checkout Session id, sandbox charge id). */
    providerRef: text('provider_ref'),
    /** In cents, computed by the server. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'declined', 'failed'] })
      .notNull()
      .default('pending'),
    billing: jsonb('billing').notNull(),
    licenseId: integer('license_id').references(() => licenses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 6 }),
  },
  // serves: a user's payments, newest first
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt)],
);

/** Webhook events already handled, by the provider's event id: a replayed event changes nothing. */
export const processedEvents = pgTable('processed_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
