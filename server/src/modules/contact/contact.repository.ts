import type { Db } from '../../db/client';
import { contactMessages } from './contact.table';

export function createContactRepository(db: Db) {
  return {
    /** Stores a message; returns its id. */
    async insertMessage(values: typeof contactMessages.$inferInsert) {
      const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
      return row;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
