import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  countries,
  faqCategories,
  faqEntries,
  latexCategories,
  latexCommands,
  levels,
  termsSections,
  themes,
  types,
} from './lookups.table';
import { COUNTRIES } from './seed-data/countries';
import { FAQ } from './seed-data/faq';
import { LATEX_CATEGORIES } from './seed-data/latex';
import { TERMS } from './seed-data/terms';
import { LEVELS, THEMES, TYPES } from './seed-data/themes';

/**
 * Seeds each lookup table once, when it is empty, in one transaction; a restart changes nothing.
 * Ids are given explicitly so that theme/level/type ids are stable across databases.
 */
export async function seedLookups(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const empty = async (table: any) =>
      (await tx.select({ n: sql<number>`count(*)::int` }).from(table))[0].n === 0;

    for (const [table, names, seq] of [
      [themes, THEMES, 'themes_id_seq'],
      [levels, LEVELS, 'levels_id_seq'],
      [types, TYPES, 'types_id_seq'],
    ] as const) {
      if (await empty(table)) {
        await tx.insert(table).values(names.map((name, i) => ({ id: i + 1, name })));
        await tx.execute(sql`select setval(${seq}, ${names.length})`);
      }
    }
    if (await empty(countries)) {
      await tx.insert(countries).values(Object.entries(COUNTRIES).map(([code, name]) => ({ code, name })));
    }
    if (await empty(latexCategories)) {
      for (const [i, category] of LATEX_CATEGORIES.entries()) {
        const [row] = await tx
          .insert(latexCategories)
          .values({ name: category.name, position: i })
          .returning();
        await tx
          .insert(latexCommands)
          .values(category.commands.map((c, j) => ({ ...c, categoryId: row.id, position: j })));
      }
    }
    if (await empty(faqCategories)) {
      for (const [i, category] of FAQ.entries()) {
        const [row] = await tx.insert(faqCategories).values({ name: category.name, position: i }).returning();
        await tx
          .insert(faqEntries)
          .values(category.entries.map((e, j) => ({ ...e, categoryId: row.id, position: j })));
      }
    }
    if (await empty(termsSections)) {
      await tx.insert(termsSections).values(TERMS.map((t, i) => ({ ...t, position: i })));
    }
  });
}
