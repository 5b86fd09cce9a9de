import { asc } from 'drizzle-orm';
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

/** Groups child rows under their parent, keeping the parents' order (positions only order them). */
function nest<
  P extends { id: number; position: number },
  C extends { categoryId: number; position: number },
  K extends string,
>(parents: P[], children: C[], key: K) {
  const byParent = new Map<number, Omit<C, 'categoryId' | 'position'>[]>();
  for (const { categoryId, position: _p, ...child } of children) {
    byParent.set(categoryId, [...(byParent.get(categoryId) ?? []), child]);
  }
  return parents.map(({ position: _p, ...parent }) => ({
    ...parent,
    [key]: byParent.get(parent.id) ?? [],
  })) as (Omit<P, 'position'> & Record<K, Omit<C, 'categoryId' | 'position'>[]>)[];
}

export function createLookupsRepository(db: Db) {
  return {
    themes: () => db.select().from(themes).orderBy(asc(themes.id)),
    levels: () => db.select().from(levels).orderBy(asc(levels.id)),
    types: () => db.select().from(types).orderBy(asc(types.id)),
    async countries() {
      const rows = await db.select().from(countries).orderBy(asc(countries.name));
      return Object.fromEntries(rows.map((r) => [r.code, r.name]));
    },
    async latexCategories() {
      const [cats, cmds] = await Promise.all([
        db.select().from(latexCategories).orderBy(asc(latexCategories.position)),
        db.select().from(latexCommands).orderBy(asc(latexCommands.position)),
      ]);
      return nest(cats, cmds, 'commands');
    },
    async faqCategories() {
      const [cats, entries] = await Promise.all([
        db.select().from(faqCategories).orderBy(asc(faqCategories.position)),
        db.select().from(faqEntries).orderBy(asc(faqEntries.position)),
      ]);
      return nest(cats, entries, 'entries');
    },
    async terms() {
      const rows = await db.select().from(termsSections).orderBy(asc(termsSections.position));
      return rows.map(({ position: _p, ...row }) => row);
    },
  };
}
export type LookupsRepository = ReturnType<typeof createLookupsRepository>;
