import { LANGUAGES, QUESTION_TYPES } from '@quizzical/common';
import { type AnyColumn, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  doublePrecision,
  integer,
  smallint,
  text,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text search document (drizzle has no column type of its own for it). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A required reference to a parent row that takes this row with it when it goes (a user's tokens, a quiz's
 * questions and sessions): the tables' one way of saying "owned by".
 */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/**
 * A question's card (common's question-card): its text, its answers A to D and the single-answer key,
 * the same in a quiz's questions and the market's.
 */
export const questionCardColumns = () => ({
  text: text('text').notNull(),
  answer1: text('answer1').notNull(),
  answer2: text('answer2').notNull(),
  answer3: text('answer3').notNull().default(''),
  answer4: text('answer4').notNull().default(''),
  correctAnswer: smallint('correct_answer').notNull().default(1),
});

/**
 * The columns of a question type's own fields (common's question-types), the same in a quiz's questions
 * and the market's: fresh builders on each call, one set per table.
 */
export const questionTypeColumns = () => ({
  correctAnswers: smallint('correct_answers').array().notNull().default(sql`'{}'::smallint[]`),
  partialCredit: boolean('partial_credit').notNull().default(true),
  acceptedAnswers: text('accepted_answers').array().notNull().default(sql`'{}'::text[]`),
  caseSensitive: boolean('case_sensitive').notNull().default(false),
  correctValue: doublePrecision('correct_value'),
  tolerance: doublePrecision('tolerance').notNull().default(0),
});

/** A check that a text column holds one of common's values, listed in their order (as the migrations write it). */
const oneOf = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/** A content language column holds one of common's LANGUAGES. */
export const languageCheck = (column: AnyColumn) => oneOf(column, LANGUAGES);

/** A question's kind column holds one of common's QUESTION_TYPES. */
export const questionTypeCheck = (column: AnyColumn) => oneOf(column, QUESTION_TYPES);
