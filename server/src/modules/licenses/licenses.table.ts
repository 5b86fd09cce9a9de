import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table';

/** A licence: made by staff as a code to activate, or by a payment. Tier P = Pro, F = Free. */
export const licenses = pgTable(
  'licenses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    tier: text('tier', { enum: ['P', 'F'] })
      .notNull()
      .default('P'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // serves: "does this user hold a Pro licence valid today" on every /auth/users/me/
  (t) => [index('licenses_user_valid_idx').on(t.userId, t.validTo)],
);
