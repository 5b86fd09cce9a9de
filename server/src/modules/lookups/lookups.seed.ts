import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { CategoryTable } from './lookups.table';
import * as tables from './lookups.table';
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
    const empty = async (table: PgTable) =>
      (await tx.select({ n: sql<number>`count(*)::int` }).from(table))[0].n === 0;

    for (const [table, names, seq] of [
      [tables.themes, THEMES, 'themes_id_seq'],
      [tables.levels, LEVELS, 'levels_id_seq'],
      [tables.types, TYPES, 'types_id_seq'],
    ] as const) {
      if (await empty(table)) {
        await tx.insert(table).values(names.map((name, i) => ({ id: i + 1, name })));
        await tx.execute(sql`select setval(${seq}, ${names.length})`);
      }
    }
    if (await empty(tables.countries)) {
      await tx
        .insert(tables.countries)
        .values(Object.entries(COUNTRIES).map(([code, name]) => ({ code, name })));
    }
    /** Each category in list order, then its entries (written by `insertEntries`) in theirs. */
    const seedGrouped = async <G extends { name: string }>(
      categories: CategoryTable,
      groups: readonly G[],
      insertEntries: (group: G, categoryId: number) => Promise<unknown>,
    ) => {
      if (!(await empty(categories))) return;
      for (const [i, group] of groups.entries()) {
        const [row] = await tx.insert(categories).values({ name: group.name, position: i }).returning();
        await insertEntries(group, row.id);
      }
    };
    await seedGrouped(tables.latexCategories, LATEX_CATEGORIES, (category, categoryId) =>
      tx
        .insert(tables.latexCommands)
        .values(category.commands.map((c, j) => ({ ...c, categoryId, position: j }))),
    );
    await seedGrouped(tables.faqCategories, FAQ, (category, categoryId) =>
      tx
        .insert(tables.faqEntries)
        .values(category.entries.map((e, j) => ({ ...e, categoryId, position: j }))),
    );
    if (await empty(tables.termsSections)) {
      await tx.insert(tables.termsSections).values(TERMS.map((t, i) => ({ ...t, position: i })));
    }
  });
}
