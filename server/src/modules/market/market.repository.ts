import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../auth/auth.table';
import { levels, themes, types } from '../lookups/lookups.table';
import { marketQuestions } from './market.table';

export type MarketRow = typeof marketQuestions.$inferSelect;
export type MarketValues = Omit<
  typeof marketQuestions.$inferInsert,
  'id' | 'createdAt' | 'searchText' | 'searchVector'
>;

const theme = alias(themes, 'theme');
const level = alias(levels, 'level');
const type = alias(types, 'type');

// the generated search columns are for the database only: never read them back
const { searchText: _text, searchVector: _vector, ...questionColumns } = getTableColumns(marketQuestions);

/** Columns of a question as it is read, with lookup names and the submitter. */
const readColumns = {
  q: questionColumns,
  themeName: theme.name,
  levelName: level.name,
  typeName: type.name,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
};
/** A question as the application reads it (without the generated search columns). */
export type MarketQuestionRow = Omit<MarketRow, 'searchText' | 'searchVector'>;
export type MarketReadRow = {
  q: MarketQuestionRow;
  themeName: string | null;
  levelName: string | null;
  typeName: string | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
};

/**
 * Words of a keyword as a prefix tsquery ("deriv prod" -> 'deriv:* & prod:*'), lower-cased and without
 * accents like the indexed text; only letters and digits survive, so the query cannot be malformed.
 */
export function prefixTsQuery(keyword: string): string {
  const words = keyword
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? [])
    .slice(0, 12)
    .map((w) => `${w}:*`)
    .join(' & ');
}

export function createMarketRepository(db: Db) {
  const select = () =>
    db
      .select(readColumns)
      .from(marketQuestions)
      .leftJoin(theme, eq(theme.id, marketQuestions.theme))
      .leftJoin(level, eq(level.id, marketQuestions.level))
      .leftJoin(type, eq(type.id, marketQuestions.type))
      .leftJoin(users, eq(users.id, marketQuestions.ownerId));

  return {
    findById: async (id: number) =>
      (await select().where(eq(marketQuestions.id, id)).limit(1))[0] as MarketReadRow | undefined,

    /**
     * One page of questions of a status, filtered, and the total. With a keyword, rows match the
     * full-text prefix query or the trigram word similarity, and are ranked by both.
     */
    async search(
      f: { status: number; theme: number | null; level: number | null; type: number | null; keyword: string },
      page: number,
      size: number,
    ) {
      const conditions: SQL[] = [eq(marketQuestions.status, f.status)];
      if (f.theme) conditions.push(eq(marketQuestions.theme, f.theme));
      if (f.level) conditions.push(eq(marketQuestions.level, f.level));
      if (f.type) conditions.push(eq(marketQuestions.type, f.type));
      const tsq = prefixTsQuery(f.keyword);
      let rank: SQL | undefined;
      if (tsq) {
        const q = sql`lower(immutable_unaccent(${f.keyword}))`;
        conditions.push(
          sql`(${marketQuestions.searchVector} @@ to_tsquery('simple', ${tsq}) or ${q} <% ${marketQuestions.searchText})`,
        );
        rank = sql`ts_rank_cd(${marketQuestions.searchVector}, to_tsquery('simple', ${tsq})) + word_similarity(${q}, ${marketQuestions.searchText})`;
      }
      const rows = await db
        .select({
          ...readColumns,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(marketQuestions)
        .leftJoin(theme, eq(theme.id, marketQuestions.theme))
        .leftJoin(level, eq(level.id, marketQuestions.level))
        .leftJoin(type, eq(type.id, marketQuestions.type))
        .leftJoin(users, eq(users.id, marketQuestions.ownerId))
        .where(and(...conditions))
        .orderBy(...(rank ? [desc(rank)] : []), desc(marketQuestions.id))
        .limit(size)
        .offset(page * size);
      // a page past the end has no rows to carry the total: count separately then
      const count = rows.length
        ? rows[0].total
        : page === 0
          ? 0
          : (
              await db
                .select({ n: sql<number>`count(*)`.mapWith(Number) })
                .from(marketQuestions)
                .where(and(...conditions))
            )[0].n;
      return { rows: rows as (MarketReadRow & { total: number })[], count };
    },

    insert: async (values: MarketValues) =>
      (await db.insert(marketQuestions).values(values).returning({ id: marketQuestions.id }))[0].id,
    insertMany: (values: MarketValues[]) => db.insert(marketQuestions).values(values),
    update: async (id: number, values: Partial<MarketValues>) =>
      (
        await db
          .update(marketQuestions)
          .set(values)
          .where(eq(marketQuestions.id, id))
          .returning({ id: marketQuestions.id })
      )[0],
    delete: async (id: number) =>
      (
        await db
          .delete(marketQuestions)
          .where(eq(marketQuestions.id, id))
          .returning({ id: marketQuestions.id })
      )[0],
    count: async () =>
      (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(marketQuestions))[0].n,

    /** Questions whose comma-separated tags contain `tag` (case-insensitive, whole tag). */
    withTag: (tag: string) =>
      db
        .select()
        .from(marketQuestions)
        .where(
          sql`${tag.toLowerCase()} = any (select lower(trim(t)) from unnest(string_to_array(${marketQuestions.tags}, ',')) as t)`,
        ),
  };
}
export type MarketRepository = ReturnType<typeof createMarketRepository>;
