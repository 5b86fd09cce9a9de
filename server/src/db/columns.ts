import { type AnyPgColumn, integer } from 'drizzle-orm/pg-core';

/**
 * A required reference to a parent row that takes this row with it when it goes (a user's tokens, a quiz's
 * questions and sessions): the tables' one way of saying "owned by".
 */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });
