import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ownedBy } from '../../db/columns';

export const themes = pgTable('themes', { id: serial('id').primaryKey(), name: text('name').notNull() });
export const levels = pgTable('levels', { id: serial('id').primaryKey(), name: text('name').notNull() });
export const types = pgTable('types', { id: serial('id').primaryKey(), name: text('name').notNull() });

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** The categories of a grouped list (the LaTeX commands, the FAQ): a name, shown in `position` order. */
const categoryTable = (name: string) =>
  pgTable(name, {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  });
export type CategoryTable = ReturnType<typeof categoryTable>;

export const latexCategories = categoryTable('latex_categories');
export const latexCommands = pgTable('latex_commands', {
  id: serial('id').primaryKey(),
  categoryId: ownedBy('category_id', () => latexCategories.id),
  command: text('command').notNull(),
  symbol: text('symbol').notNull(),
  example: text('example').notNull(),
  position: integer('position').notNull(),
});

export const faqCategories = categoryTable('faq_categories');
export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  categoryId: ownedBy('category_id', () => faqCategories.id),
  title: text('title').notNull(),
  text: text('text').notNull(),
  position: integer('position').notNull(),
});

export const termsSections = pgTable('terms_sections', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  position: integer('position').notNull(),
});
