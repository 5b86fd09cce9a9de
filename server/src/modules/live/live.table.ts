import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { quizzes } from '../quizzes/quizzes.table';

/**
 * A quiz hosted live: the game's current step. One row per hosted quiz, written only by its
 * owner's 'Host live' and 'Next'; every instance reads it, so a reload or a restart resumes the game.
 */
export const liveGames = pgTable(
  'live_games',
  {
    quizId: integer('quiz_id')
      .primaryKey()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** common's LIVE_STEPS: lobby -> question -> reveal -> question … -> podium */
    step: text('step', { enum: ['lobby', 'question', 'reveal', 'podium'] })
      .notNull()
      .default('lobby'),
    /** Grows by one on every step; 'Next' names the version it advances from. */
    version: integer('version').notNull().default(0),
    /** 0-based position of the current question in the quiz's order; null in the lobby. */
    questionIndex: integer('question_index'),
    questionStartedAt: timestamp('question_started_at', { withTimezone: true, precision: 6 }),
    /** null: no time limit (the host reveals). */
    questionEndsAt: timestamp('question_ends_at', { withTimezone: true, precision: 6 }),
    /** When the current question was revealed (by the host, or by the countdown's end). */
    revealedAt: timestamp('revealed_at', { withTimezone: true, precision: 6 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [check('live_games_step_check', sql`${t.step} in ('lobby', 'question', 'reveal', 'podium')`)],
);

export type LiveGameRow = typeof liveGames.$inferSelect;
