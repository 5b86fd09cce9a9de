import type { Language } from '@quizzical/common';
import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { createTtlCache } from '../../lib/ttl-cache';
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

export function createMarketRepository(db: Db) {
  // Totals of a search, by status, filters and keyword: paging through results asks for the same total
  // again, and counting a common word's matches reads thousands of rows. Every write through this
  // repository clears them; the age limit bounds what another instance's writes can leave stale.
  const totals = createTtlCache<string, number>({ maxEntries: 1_000, maxAgeMs: 30_000 });
  /** Passes a write's result through after dropping the cached totals it may have changed. */
  const clearingTotals = <T>(result: T) => {
    totals.clear();
    return result;
  };
  const countWhere = async (where: SQL[]) =>
    (
      await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(marketQuestions)
        .where(and(...where))
    )[0].n;

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
     * One page of questions of a status, filtered, and the total. A keyword matches the full-text
     * prefix query (accents and case ignored); only when nothing matches does it fall back to trigram
     * word similarity, which forgives typos but costs a recheck of long texts. See
     * docs/decisions/0024-market-search.md for the order of results and why the totals are cached.
     */
    async search(
      filter: {
        status: number;
        theme: number | null;
        level: number | null;
        type: number | null;
        /** Only questions in this language; null: every language. */
        language: Language | null;
        keyword: string;
      },
      page: number,
      size: number,
    ) {
      const filters: SQL[] = [eq(marketQuestions.status, filter.status)];
      if (filter.theme) filters.push(eq(marketQuestions.theme, filter.theme));
      if (filter.level) filters.push(eq(marketQuestions.level, filter.level));
      if (filter.type) filters.push(eq(marketQuestions.type, filter.type));
      if (filter.language) filters.push(eq(marketQuestions.language, filter.language));
      const countKey = JSON.stringify([
        filter.status,
        filter.theme,
        filter.level,
        filter.type,
        filter.language,
      ]);
      const pageOf = (where: SQL[], order: SQL[]) =>
        db
          .select({ id: marketQuestions.id })
          .from(marketQuestions)
          .where(and(...where))
          .orderBy(...order)
          .limit(size)
          .offset(page * size);

      let ids: { id: number }[] = [];
      let count: number;
      const tsq = prefixTsQuery(filter.keyword);
      if (!tsq) {
        count = await totals.get(countKey, () => countWhere(filters));
        ids = count ? await pageOf(filters, [desc(marketQuestions.id)]) : [];
      } else {
        const fullText = sql`${marketQuestions.searchVector} @@ to_tsquery('simple', ${tsq})`;
        count = await totals.get(`${countKey} ${tsq}`, () => countWhere([...filters, fullText]));
        if (count) {
          // ranking reads every match: worth it for a selective keyword; a keyword found in thousands
          // of questions lists the newest first (an index scan that stops after one page)
          const order =
            count <= RANKED_MATCHES_MAX
              ? [desc(sql`ts_rank_cd(${marketQuestions.searchVector}, to_tsquery('simple', ${tsq}))`)]
              : [];
          ids = await pageOf([...filters, fullText], [...order, desc(marketQuestions.id)]);
        } else {
          const keyword = sql`lower(immutable_unaccent(${filter.keyword}))`;
          const similar = sql`${keyword} <% ${marketQuestions.searchText}`;
          count = await totals.get(`${countKey} ~${filter.keyword}`, () => countWhere([...filters, similar]));
          ids = count
            ? await pageOf(
                [...filters, similar],
                [
                  desc(sql`word_similarity(${keyword}, ${marketQuestions.searchText})`),
                  desc(marketQuestions.id),
                ],
              )
            : [];
        }
      }
      // the lookups and the submitter are joined for the page only, in the page's order
      const rows = ids.length
        ? ((await select().where(
            inArray(
              marketQuestions.id,
              ids.map((row) => row.id),
            ),
          )) as MarketReadRow[])
        : [];
      const byId = new Map(rows.map((row) => [row.question.id, row]));
      return { rows: ids.flatMap((row) => byId.get(row.id) ?? []), count };
    },

    insert: async (values: MarketValues) =>
      clearingTotals(
        (await db.insert(marketQuestions).values(values).returning({ id: marketQuestions.id }))[0].id,
      ),
    /** In one transaction, 500 rows a statement: one INSERT of thousands would pass the 65,535 bound parameters. */
    insertMany: async (values: MarketValues[]) =>
      clearingTotals(
        await db.transaction(async (tx) => {
          for (let i = 0; i < values.length; i += 500) {
            await tx.insert(marketQuestions).values(values.slice(i, i + 500));
          }
        }),
      ),
    update: async (id: number, values: Partial<MarketValues>) =>
      clearingTotals(
        (
          await db
            .update(marketQuestions)
            .set(values)
            .where(eq(marketQuestions.id, id))
            .returning({ id: marketQuestions.id })
        )[0],
      ),
    delete: async (id: number) =>
      clearingTotals(
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
