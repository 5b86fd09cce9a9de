import { LANGUAGES, QUESTION_TYPES } from '@quizzical/common';
import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import {
  languageCheck,
  questionCardColumns,
  questionTypeCheck,
  questionTypeColumns,
  tsvector,
} from '../../db/columns';
import { users } from '../auth/auth.table';

/**
 * A typed question's key as searchable words: a text question's accepted answers and a numeric
 * question's value (empty for the other types, whose fields stay at their defaults). array_to_string
 * is only STABLE, so it goes through `immutable_text_list` (migration
 * 0020_market_search_accepted_answers.sql), as unaccent goes through `immutable_unaccent`.
 */
const typedKey = sql.raw(
  `immutable_text_list("market_questions"."accepted_answers") || ' ' || coalesce("market_questions"."correct_value"::text, '')`,
);

/** A question of the public market (spec §3 Market question). Status 0 = proposed, 1 = approved. */
export const marketQuestions = pgTable(
  'market_questions',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    tags: text('tags').notNull(),
    theme: integer('theme'),
    level: integer('level'),
    type: integer('type'),
    /** The question's language (common's LANGUAGES): a filter of the market, `lang` on its texts. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    ...questionCardColumns(),
    /**
     * The question's kind (common's QUESTION_TYPES), `question_type` in the API: `type` above is the
     * market's lookup of question types (spec §3). The fields below belong to some kinds only.
     */
    questionType: text('question_type', { enum: QUESTION_TYPES }).notNull().default('single'),
    ...questionTypeColumns(),
    smallImageUrl: text('small_image_url').notNull().default(''),
    bigImageUrl: text('big_image_url').notNull().default(''),
    explanation: text('explanation').notNull().default(''),
    explanationSmallImageUrl: text('explanation_small_image_url').notNull().default(''),
    explanationBigImageUrl: text('explanation_big_image_url').notNull().default(''),
    status: smallint('status').notNull().default(0),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    /** Everything searchable, lower-cased and without accents (trigram matching); the typed key too. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(immutable_unaccent(${marketQuestions.description} || ' ' || ${marketQuestions.tags} || ' ' || ${marketQuestions.text} || ' ' || ${marketQuestions.answer1} || ' ' || ${marketQuestions.answer2} || ' ' || ${marketQuestions.answer3} || ' ' || ${marketQuestions.answer4} || ' ' || ${typedKey} || ' ' || ${marketQuestions.explanation}))`,
      ),
    /**
     * Weighted words: description and tags (A), question (B), answers with a text question's accepted
     * answers and a numeric one's value (C), explanation (D).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector('simple'::regconfig, lower(immutable_unaccent(${marketQuestions.description} || ' ' || ${marketQuestions.tags}))), 'A')
          || setweight(to_tsvector('simple'::regconfig, lower(immutable_unaccent(${marketQuestions.text}))), 'B')
          || setweight(to_tsvector('simple'::regconfig, lower(immutable_unaccent(${marketQuestions.answer1} || ' ' || ${marketQuestions.answer2} || ' ' || ${marketQuestions.answer3} || ' ' || ${marketQuestions.answer4} || ' ' || ${typedKey}))), 'C')
          || setweight(to_tsvector('simple'::regconfig, lower(immutable_unaccent(${marketQuestions.explanation}))), 'D')`,
      ),
  },
  (t) => [
    // serves: browsing by status and filters, newest first
    index('market_status_filters_idx').on(t.status, t.theme, t.level, t.type, t.id),
    // serves: browsing one language's questions, newest first
    index('market_status_language_idx').on(t.status, t.language, t.id),
    check('market_questions_language_check', languageCheck(t.language)),
    check('market_questions_question_type_check', questionTypeCheck(t.questionType)),
    // serves: keyword search, full-text part
    index('market_search_vector_idx').using('gin', t.searchVector),
    // serves: keyword search, trigram (typos, partial words) part
    index('market_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
