// The market search's statements, written as SQL text: a search runs at hundreds a second, and the query
// builder cost more CPU per search than PostgreSQL's work for the page (docs/PERFORMANCE.md, "Market
// search"). Parameters only, never values in the text.
import type { Language } from '@quizzical/common';

/** What a search filters on; a null filter is not applied. A new filter is a column here and in FILTERS. */
export interface MarketSearchFilter {
  status: number;
  theme: number | null;
  level: number | null;
  type: number | null;
  /** Only questions in this language; null: every language. */
  language: Language | null;
}

/** The optional equality filters: the filter's key and its column. */
const FILTERS = [
  ['theme', 'theme'],
  ['level', 'level'],
  ['type', 'type'],
  ['language', 'language'],
] as const satisfies readonly (readonly [keyof MarketSearchFilter, string])[];

/**
 * How a keyword matches: none (every question of the filters, newest first), full text (ranked by
 * `ts_rank_cd` when `ranked`, else newest first) or trigram word similarity (the typo fallback).
 */
export type MarketMatch =
  | { kind: 'none' }
  | { kind: 'fullText'; tsQuery: string; ranked: boolean }
  | { kind: 'similar'; keyword: string };

/** A text naming what a search's total depends on: its status and filters, nothing else of `filter`. */
export const filterKey = (filter: MarketSearchFilter) =>
  JSON.stringify([filter.status, ...FILTERS.map(([key]) => filter[key])]);

/** The WHERE and ORDER BY of a search over `market_questions q`, with their parameters from `$1`. */
function clauses(filter: MarketSearchFilter, match: MarketMatch) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`q.status = ${param(filter.status)}`];
  for (const [key, column] of FILTERS) {
    const value = filter[key];
    if (value) where.push(`q.${column} = ${param(value)}`);
  }
  let order = 'q.id desc';
  if (match.kind === 'fullText') {
    const tsQuery = `to_tsquery('simple', ${param(match.tsQuery)})`;
    where.push(`q.search_vector @@ ${tsQuery}`);
    if (match.ranked) order = `ts_rank_cd(q.search_vector, ${tsQuery}) desc, q.id desc`;
  } else if (match.kind === 'similar') {
    const keyword = `lower(immutable_unaccent(${param(match.keyword)}))`;
    where.push(`${keyword} <% q.search_text`);
    order = `word_similarity(${keyword}, q.search_text) desc, q.id desc`;
  }
  return { where: where.join(' and '), order, params, param };
}

/** The number of questions a search finds. */
export function countSql(filter: MarketSearchFilter, match: MarketMatch) {
  const { where, params } = clauses(filter, match);
  return { text: `select count(*)::int as n from market_questions q where ${where}`, params };
}

/** Every column of a question as the application reads it (not the generated search columns). */
const QUESTION_COLUMNS = `q.id, q.description, q.tags, q.theme, q.level, q.type, q.text, q.answer1, q.answer2,
  q.answer3, q.answer4, q.correct_answer as "correctAnswer", q.question_type as "questionType",
  q.correct_answers as "correctAnswers", q.partial_credit as "partialCredit", q.accepted_answers as "acceptedAnswers",
  q.case_sensitive as "caseSensitive", q.correct_value as "correctValue", q.tolerance, q.small_image_url as "smallImageUrl",
  q.big_image_url as "bigImageUrl", q.explanation, q.explanation_small_image_url as "explanationSmallImageUrl",
  q.explanation_big_image_url as "explanationBigImageUrl", q.status, q.owner_id as "ownerId",
  q.created_at as "createdAt", q.language`;

/**
 * One page of a search in one statement: the page's ids first (filters, order, LIMIT: an index scan can
 * stop after one page), then the submitter joined for those rows only, in the same order. The lookups'
 * names are not joined: they come from the lookups' cache, and three joins more cost PostgreSQL more
 * planning than the page itself.
 */
export function pageSql(
  filter: MarketSearchFilter,
  match: MarketMatch,
  page: { size: number; offset: number },
) {
  const { where, order, params, param } = clauses(filter, match);
  const limit = param(page.size);
  const offset = param(page.offset);
  return {
    text: `select ${QUESTION_COLUMNS}, u.first_name as "ownerFirstName", u.last_name as "ownerLastName"
      from (select q.id from market_questions q where ${where} order by ${order} limit ${limit} offset ${offset}) page
      join market_questions q on q.id = page.id
      left join users u on u.id = q.owner_id
      order by ${order}`,
    params,
  };
}
