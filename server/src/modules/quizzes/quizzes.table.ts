import { type Accommodation, LANGUAGES, QUESTION_TYPES } from '@quizzical/common';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  languageCheck,
  ownedBy,
  questionCardColumns,
  questionTypeCheck,
  questionTypeColumns,
} from '../../db/columns';
import { users } from '../auth/auth.table';

export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    /** What students type or scan (see common/codes.ts). */
    code: text('code').notNull().unique(),
    /** A separate code for copying the quiz into another teacher's account. */
    shareCode: text('share_code').notNull().unique(),
    ownerId: ownedBy('owner_id', () => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    duration: integer('duration').notNull().default(15),
    theme: integer('theme'),
    level: integer('level'),
    type: integer('type'),
    status: smallint('status').notNull().default(0),
    public: boolean('public').notNull().default(false),
    numberStudents: integer('number_students'),
    anonymous: boolean('anonymous').notNull().default(true),
    randomQuestions: boolean('random_questions').notNull().default(false),
    randomAnswers: boolean('random_answers').notNull().default(false),
    answersAvailable: boolean('answers_available').notNull().default(true),
    /** When students may see the correct answers: common's REVIEW_AFTER ('close' unless the owner chose 'end'). */
    reviewAfter: text('review_after', { enum: ['end', 'close'] })
      .notNull()
      .default('close'),
    commentAllowed: boolean('comment_allowed').notNull().default(true),
    ratingEnabled: boolean('rating_enabled').notNull().default(true),
    /** Hosting live: each question's countdown in seconds; null = 'No time limit'. */
    questionTime: integer('question_time').default(20),
    /** Hosting live: common's SCORING_MODES ('accuracy' = one point per correct answer, or 'speed'). */
    scoring: text('scoring', { enum: ['accuracy', 'speed'] })
      .notNull()
      .default('accuracy'),
    /** Hosting live: the question and its answers on the students' phones too (off: letters only). */
    showQuestionOnDevices: boolean('show_question_on_devices').notNull().default(true),
    /**
     * Hosting live: a live game exists ('Host live' was pressed). Set by the live module through this
     * module's service, in the transaction that opens the game; never cleared. Read where the quiz row
     * is read (the students' saves, the dashboard, the report), so no other module queries live's table.
     */
    hosted: boolean('hosted').notNull().default(false),
    /** Homework: the quiz starts by itself then (0 -> 1, quizzes.scheduler.ts); null: started by hand. */
    opensAt: timestamp('opens_at', { withTimezone: true, precision: 6 }),
    /** Homework: the deadline; the quiz closes by itself then (1 -> 2) and no session runs past it. */
    closesAt: timestamp('closes_at', { withTimezone: true, precision: 6 }),
    /** Students with more time (common's Accommodation): their duration times their factor. Not anonymous quizzes. */
    accommodations: jsonb('accommodations').$type<Accommodation[]>().notNull().default([]),
    /** The content's language (common's LANGUAGES), `lang` on its texts; the author's language by default. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /**
     * Grows with each correction of a started or closed quiz (wording, images, keys): a session ended
     * against an older revision is scored again (taking's end), and the run screens of students still
     * answering reload their questions when they see it change.
     */
    revision: integer('revision').notNull().default(0),
    createdDate: timestamp('created_date', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    // serves: the dashboard list and the free-plan count of active quizzes per owner
    index('quizzes_owner_idx').on(t.ownerId, t.status),
    // serves: the public import list (public quizzes, newest first)
    index('quizzes_public_idx').on(t.public, t.createdDate),
    // serve: the scheduler's due checks (quizzes.scheduler.ts), a few rows among every quiz
    index('quizzes_opens_due_idx').on(t.opensAt).where(sql`${t.status} = 0 and ${t.opensAt} is not null`),
    index('quizzes_closes_due_idx').on(t.closesAt).where(sql`${t.status} = 1 and ${t.closesAt} is not null`),
    check('quizzes_review_after_check', sql`${t.reviewAfter} in ('end', 'close')`),
    check('quizzes_scoring_check', sql`${t.scoring} in ('accuracy', 'speed')`),
    check('quizzes_language_check', languageCheck(t.language)),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    quizId: ownedBy('quiz_id', () => quizzes.id),
    position: integer('position').notNull(),
    ...questionCardColumns(),
    smallImageUrl: text('small_image_url').notNull().default(''),
    bigImageUrl: text('big_image_url').notNull().default(''),
    /** common's QUESTION_TYPES; the fields below belong to some types only (defaults for the others). */
    type: text('type', { enum: QUESTION_TYPES }).notNull().default('single'),
    ...questionTypeColumns(),
    /** Shown with the correct answer in the review. */
    explanation: text('explanation').notNull().default(''),
    /** Hosted games: this question's seconds; null: the quiz's question_time. */
    timeLimit: integer('time_limit'),
  },
  (t) => [
    // serves: loading a quiz's questions in order
    index('questions_quiz_idx').on(t.quizId, t.position),
    check('questions_type_check', questionTypeCheck(t.type)),
  ],
);

/** A quiz and a question as they are read (the student path and the results report read them too). */
export type QuizRow = typeof quizzes.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
