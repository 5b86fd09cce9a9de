import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const themes = pgTable('themes', { id: serial('id').primaryKey(), name: text('name').notNull() });
export const levels = pgTable('levels', { id: serial('id').primaryKey(), name: text('name').notNull() });
export const types = pgTable('types', { id: serial('id').primaryKey(), name: text('name').notNull() });

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const latexCategories = pgTable('latex_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});
export const latexCommands = pgTable('latex_commands', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => latexCategories.id, { onDelete: 'cascade' }),
  command: text('command').notNull(),
  symbol: text('symbol').notNull(),
  example: text('example').notNull(),
  position: integer('position').notNull(),
});

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});
export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => faqCategories.id, { onDelete: 'cascade' }),
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
