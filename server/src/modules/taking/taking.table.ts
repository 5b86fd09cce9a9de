import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownedBy } from '../../db/columns';
import { quizzes } from '../quizzes/quizzes.table';

/** One student's attempt at a quiz (spec §3 Response). The id is the session id the browser keeps. */
export const quizSessions = pgTable(
  'quiz_sessions',
  {
    id: text('id').primaryKey(),
    quizId: ownedBy('quiz_id', () => quizzes.id),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    studentNumber: text('student_number').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true, precision: 6 }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, precision: 6 }).notNull(),
    finished: boolean('finished').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 6 }),
    /** Share of correct answers, 0..1, set when the session ends. */
    score: doublePrecision('score'),
    correctCount: integer('correct_count'),
    /**
     * Set when the session ends: its answers, one digit per question in question order ('0' = none);
     * when the quiz has questions of other types than one choice, a JSON array of encoded answers
     * (common encodeAnswer, null = none) instead (lib/final-answers.ts reads both).
     * Questions cannot be added, removed or reordered once a quiz has started, so the order is stable; the results report reads
     * one short string per participant instead of one row per answer.
     */
    finalAnswers: text('final_answers'),
    comment: text('comment').notNull().default(''),
    rating: smallint('rating'),
    /** Seed of this session's random question and answer orders: stable across reloads. */
    orderSeed: integer('order_seed').notNull().default(0),
    /** A hosted anonymous quiz's leaderboard name, unique in the game; '' otherwise. */
    nickname: text('nickname').notNull().default(''),
    /**
     * The nickname's two forms of comparison (taking.nickname.ts), each unique in the game: a nickname
     * that looks like a player's is refused. '' for sessions without a nickname.
     */
    nicknameKey: text('nickname_key').notNull().default(''),
    nicknameSkeleton: text('nickname_skeleton').notNull().default(''),
    /** When the host removed this player from their hosted game (live): no taps, off every screen. */
    removedAt: timestamp('removed_at', { withTimezone: true, precision: 6 }),
    /** Minutes a teacher granted this student beyond the quiz's duration; `endDate` includes them. */
    extraMinutes: integer('extra_minutes').notNull().default(0),
  },
  (t) => [
    // serves: per-quiz counts and the results report
    index('quiz_sessions_quiz_idx').on(t.quizId, t.finished),
    // a nickname is unique in its game, whatever its case (kept for the rows joined before nickname_key)
    uniqueIndex('quiz_sessions_nickname_idx')
      .on(t.quizId, sql`lower(${t.nickname})`)
      .where(sql`${t.nickname} <> ''`),
    // and no two nicknames of a game look alike
    uniqueIndex('quiz_sessions_nickname_key_idx')
      .on(t.quizId, t.nicknameKey)
      .where(sql`${t.nicknameKey} <> ''`),
    uniqueIndex('quiz_sessions_nickname_skeleton_idx')
      .on(t.quizId, t.nicknameSkeleton)
      .where(sql`${t.nicknameSkeleton} <> ''`),
  ],
);

/** The answer chosen for one question in one session; saves are idempotent upserts on the key. */
export const sessionAnswers = pgTable(
  'session_answers',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => quizSessions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    /** Denormalised so the report aggregates one quiz without a join. */
    quizId: integer('quiz_id').notNull(),
    /** The stored number 1..4 of a one-choice answer (single, true/false, poll); 0 for the other types. */
    answer: smallint('answer').notNull(),
    /** The other types' answer as common's encodeAnswer writes it ('13', '3142', 'Paris', '2.5'); null for one choice. */
    response: text('response'),
    savedAt: timestamp('saved_at', { withTimezone: true, precision: 6 }).notNull(),
    /**
     * The client's sequence of the stored answer (the answer journal's click order, growing across
     * reloads); a save replaces the answer only with a sequence at least as high, so a save the client
     * gave up on that arrives late never overwrites a newer answer (docs/decisions/0028-answer-sequence.md). 0: no sequence.
     */
    sequence: bigint('sequence', { mode: 'number' }).notNull().default(0),
    /** Hosted live only: the points this answer earned (0 when wrong); null otherwise. */
    points: integer('points'),
    /**
     * Hosted live only: what this answer earns when its key says it is right, as the game scored it when
     * it arrived (its speed, the question's time and scoring then, the player's time factor). `points` is
     * this or 0: a corrected key scores the answer again without the game's moment (decision 33).
     */
    pointsIfCorrect: integer('points_if_correct'),
    /** Hosted live only: ms from the question's start (server clock) to the answer's arrival. */
    answerTimeMs: integer('answer_time_ms'),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.questionId] }),
    // serves: the report's per-question answer distribution
    index('session_answers_quiz_idx').on(t.quizId, t.questionId),
  ],
);
