import type { Db } from '../../db/client';
import { contactMessages } from './contact.table';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Db) {
  return {
    /** Stores a message; returns its id. */
    async insertMessage(values: typeof contactMessages.$inferInsert) {
      const rows = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
      return rows[0]!;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
