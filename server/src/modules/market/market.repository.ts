import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client';
import { createTtlCache } from '../../lib/ttl-cache';
import { users } from '../auth/auth.table';
import { levels, themes, types } from '../lookups/lookups.table';
import { countSql, filterKey, type MarketMatch, type MarketSearchFilter, pageSql } from './market.search-sql';
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
  question: questionColumns,
  themeName: theme.name,
  levelName: level.name,
  typeName: type.name,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
};
/** A question as the application reads it (without the generated search columns). */
export type MarketQuestionRow = Omit<MarketRow, 'searchText' | 'searchVector'>;
export type MarketReadRow = {
  question: MarketQuestionRow;
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
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** Above this many keyword matches, ranking them all costs more than it helps (see `search`). */
const RANKED_MATCHES_MAX = 2_000;

/** A question of a search's page with its submitter's name (the lookups' names are the service's). */
export type MarketPageRow = Pick<MarketReadRow, 'question' | 'ownerFirstName' | 'ownerLastName'>;
type MarketFlatRow = MarketQuestionRow & Omit<MarketPageRow, 'question'>;

const nested = ({ ownerFirstName, ownerLastName, ...question }: MarketFlatRow): MarketPageRow => ({
  question,
  ownerFirstName,
  ownerLastName,
});

export function createMarketRepository(db: Db, query: Database['query']) {
  // Totals of a search, by status, filters and keyword: paging through results asks for the same total
  // again, and counting a common word's matches reads thousands of rows. Every write through this
  // repository clears them; the age limit bounds what another instance's writes can leave stale.
  const totals = createTtlCache<string, number>({ maxEntries: 1_000, maxAgeMs: 30_000 });
  // Counts the writes through this repository: what was read before a write is told apart from what is
  // read after it (the service's cached answers are keyed by it).
  let generation = 0;
  /** Passes a write's result through after forgetting what it may have changed: totals and generation. */
  const afterWrite = <T>(result: T) => {
    totals.clear();
    generation++;
    return result;
  };
  const select = () =>
    db
      .select(readColumns)
      .from(marketQuestions)
      .leftJoin(theme, eq(theme.id, marketQuestions.theme))
      .leftJoin(level, eq(level.id, marketQuestions.level))
      .leftJoin(type, eq(type.id, marketQuestions.type))
      .leftJoin(users, eq(users.id, marketQuestions.ownerId));

  /**
   * One page of questions of a status, filtered, and the total. A keyword matches the full-text
   * prefix query (accents and case ignored); only when nothing matches does it fall back to trigram
   * word similarity, which forgives typos but costs a recheck of long texts. See
   * docs/decisions/0024-market-search.md for the order of results and why the totals are cached.
   */
  async function searchPage(filter: MarketSearchFilter & { keyword: string }, page: number, size: number) {
    const { keyword, ...filters } = filter;
    // a page number or anything else a caller's object carries would count again for every page
    const countKey = filterKey(filters);
    const countOf = async (match: MarketMatch) => {
      const { text, params } = countSql(filters, match);
      return (await query<{ n: number }>(text, params)).rows[0].n;
    };
    const pageOf = async (match: MarketMatch) => {
      const { text, params } = pageSql(filters, match, { size, offset: page * size });
      return (await query<MarketFlatRow>(text, params)).rows.map(nested);
    };

    const tsQuery = prefixTsQuery(keyword);
    if (!tsQuery) {
      const count = await totals.get(countKey, () => countOf({ kind: 'none' }));
      return { rows: count ? await pageOf({ kind: 'none' }) : [], count };
    }
    const fullText = { kind: 'fullText', tsQuery, ranked: false } as const;
    const count = await totals.get(`${countKey} ${tsQuery}`, () => countOf(fullText));
    if (count) {
      // ranking reads every match: worth it for a selective keyword; a keyword found in thousands
      // of questions lists the newest first (an index scan that stops after one page)
      return { rows: await pageOf({ ...fullText, ranked: count <= RANKED_MATCHES_MAX }), count };
    }
    const similar = { kind: 'similar', keyword } as const;
    const similarCount = await totals.get(`${countKey} ~${keyword}`, () => countOf(similar));
    return { rows: similarCount ? await pageOf(similar) : [], count: similarCount };
  }

  return {
    findById: async (id: number) =>
      (await select().where(eq(marketQuestions.id, id)).limit(1))[0] as MarketReadRow | undefined,

    search: searchPage,
    /** How many writes went through this repository: a new number once the questions may have changed. */
    generation: () => generation,

    insert: async (values: MarketValues) =>
      afterWrite(
        (await db.insert(marketQuestions).values(values).returning({ id: marketQuestions.id }))[0].id,
      ),
    /** In one transaction, 500 rows a statement: one INSERT of thousands would pass the 65,535 bound parameters. */
    insertMany: async (values: MarketValues[]) =>
      afterWrite(
        await db.transaction(async (tx) => {
          for (let i = 0; i < values.length; i += 500) {
            await tx.insert(marketQuestions).values(values.slice(i, i + 500));
          }
        }),
      ),
    update: async (id: number, values: Partial<MarketValues>) =>
      afterWrite(
        (
          await db
            .update(marketQuestions)
            .set(values)
            .where(eq(marketQuestions.id, id))
            .returning({ id: marketQuestions.id })
        )[0],
      ),
    delete: async (id: number) =>
      afterWrite(
        (
          await db
            .delete(marketQuestions)
            .where(eq(marketQuestions.id, id))
            .returning({ id: marketQuestions.id })
        )[0],
      ),
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
