import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded images, re-encoded, in the database: every instance serves every image, and the
 * database backup holds them. `name` is the file name in the URL (`/media/uploads/{name}`): made from a
 * hash of the bytes, so a name never changes meaning and the URL is cached for a year.
 */
export const uploads = pgTable('uploads', {
  name: text('name').primaryKey(),
  data: bytea('data').notNull(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
