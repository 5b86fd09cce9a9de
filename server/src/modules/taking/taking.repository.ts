import { QUIZ_STATUS } from '@quizzical/common';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { questions, quizzes } from '../quizzes/quizzes.table';
import { createEndsRepository } from './taking.ends.repository';
import { createScoresRepository } from './taking.scores.repository';
import { SESSION_COLUMNS, type SessionRow } from './taking.session-row';
import { createSessionTimesRepository } from './taking.session-times.repository';
import { quizSessions } from './taking.table';

/** One answer save as the batch statement takes it. */
export interface AnswerSave {
  code: string;
  sessionId: string;
  questionId: number;
  /** A one-choice answer's stored number (single, true/false, poll); 0 for the other types. */
  answer: number;
  /** The other types' accepted answer, encoded (common encodeAnswer); null for one choice. */
  response: string | null;
  /** The client's order of this save (0: the client sent none); see SAVE_ANSWERS_SQL. */
  sequence: number;
  now: Date;
}

// The student hot paths are raw prepared statements (parsed and planned once per connection); the
// query builder costs more CPU than these statements themselves at thousands of requests a second.

const FIND_SESSION_SQL = `
  select ${SESSION_COLUMNS}, z.revision as "quizRevision"
  from quiz_sessions s join quizzes z on z.id = s.quiz_id
  where s.id = $1 and z.code = $2`;

/**
 * Inserts the session only while its quiz is started: the quiz the service checked came from its
 * cache, and a close on another instance may not have reached that cache yet. No row: closed.
 */
const INSERT_SESSION_SQL = `
  insert into quiz_sessions as s
    (id, quiz_id, first_name, last_name, student_number, start_date, end_date, order_seed, nickname, nickname_key,
      nickname_skeleton)
  select $1::text, $2::int, $3::text, $4::text, $5::text, $6::timestamptz, $7::timestamptz, $8::int, $9::text,
    $10::text, $11::text
  from quizzes z where z.id = $2::int and z.status = ${QUIZ_STATUS.STARTED}
    and (z.closes_at is null or z.closes_at > $6::timestamptz)
  returning ${SESSION_COLUMNS}`;

const ANSWERS_OF_SQL = `select question_id as "questionId", answer, response from session_answers where session_id = $1`;

/**
 * Many saves in one statement and one commit (see lib/batcher.ts). Every answer here was accepted by
 * common's acceptAnswer (taking.answers.ts): the statement checks only what the answer does not decide,
 * that its session belongs to the quiz `code`, is not finished, its time plus grace is not over, the
 * question is of this quiz and the quiz is not hosted live. Returns the stored rows.
 *
 * An existing answer is replaced only by a save with a sequence at least as high as its own: a save
 * the client gave up on (8 s timeout) can reach the server seconds later, after a newer answer to the
 * same question was acknowledged, and must not overwrite it. Equal sequences apply (a retry of the
 * same save, or clients that send no sequence: 0 = last arrival wins, as before). A save not applied
 * for this reason returns no row; the service then finds it valid and answers it as superseded.
 */
const SAVE_ANSWERS_SQL = `
  -- The sessions are looked up by primary key first and materialized: joined directly, the planner may
  -- reach them through (quiz_id, finished) and scan every open session of the quiz for each row, which
  -- made a save cost O(students) and halved the save rate at 10,000 students.
  with s as materialized (
    select id, quiz_id, end_date from quiz_sessions where id = any($1::text[]) and not finished
  )
  insert into session_answers as a (session_id, question_id, quiz_id, answer, response, saved_at, sequence)
  select s.id, q.id, s.quiz_id, b.answer, b.response, b.saved_at, b.sequence
  from unnest($1::text[], $2::text[], $3::int[], $4::smallint[], $5::timestamptz[], $7::int8[], $8::text[])
    as b(session_id, code, question_id, answer, saved_at, sequence, response)
  join s on s.id = b.session_id
  join quizzes z on z.id = s.quiz_id and z.code = b.code
  join questions q on q.id = b.question_id and q.quiz_id = s.quiz_id
  where s.end_date + make_interval(secs => $6::int / 1000.0) >= b.saved_at
    -- a hosted game's answers are taps on its current question (modules/live), never saves at any time
    and not z.hosted
  on conflict (session_id, question_id)
    do update set answer = excluded.answer, response = excluded.response, saved_at = excluded.saved_at,
      sequence = excluded.sequence
    where a.sequence <= excluded.sequence
  returning a.session_id, a.question_id, a.quiz_id`;

export function createTakingRepository(db: Db, query: Database['query']) {
  return {
    ...createScoresRepository(query),
    ...createEndsRepository(query),
    ...createSessionTimesRepository(query),
    findQuizByCode: async (code: string) =>
      (await db.select().from(quizzes).where(eq(quizzes.code, code)).limit(1))[0],

    questionsOf: (quizId: number) =>
      db
        .select()
        .from(questions)
        .where(eq(questions.quizId, quizId))
        .orderBy(asc(questions.position), asc(questions.id)),

    /**
     * Inserts the session (undefined when the quiz is no longer started). A nickname that looks like
     * one already in the quiz (same key or skeleton) fails on a unique index (taking.errors' isNicknameTaken).
     */
    insertSession: async (
      v: Omit<
        SessionRow,
        | 'finished'
        | 'finishedAt'
        | 'score'
        | 'correctCount'
        | 'finalAnswers'
        | 'comment'
        | 'rating'
        | 'removedAt'
        | 'extraMinutes'
      >,
    ) =>
      (
        await query<SessionRow>(
          INSERT_SESSION_SQL,
          [
            v.id,
            v.quizId,
            v.firstName,
            v.lastName,
            v.studentNumber,
            v.startDate.toISOString(),
            v.endDate.toISOString(),
            v.orderSeed,
            v.nickname,
            v.nicknameKey,
            v.nicknameSkeleton,
          ],
          'insert_session',
        )
      ).rows[0] as SessionRow | undefined,

    /** The session, only if it belongs to the quiz with this code (a session id opens that session only). */
    findSession: async ({ code, sessionId }: { code: string; sessionId: string }) =>
      (
        await query<SessionRow & { quizRevision: number }>(
          FIND_SESSION_SQL,
          [sessionId, code],
          'find_session',
        )
      ).rows[0],

    answersOf: async (sessionId: string) =>
      (
        await query<{ questionId: number; answer: number; response: string | null }>(
          ANSWERS_OF_SQL,
          [sessionId],
          'answers_of',
        )
      ).rows,

    /** Stores a batch of saves; answers, per save, the quiz id when stored or undefined when refused. */
    async saveAnswers(saves: AnswerSave[], graceMs: number): Promise<(number | undefined)[]> {
      const result = await query<{ session_id: string; question_id: number; quiz_id: number }>(
        SAVE_ANSWERS_SQL,
        [
          saves.map((save) => save.sessionId),
          saves.map((save) => save.code),
          saves.map((save) => save.questionId),
          saves.map((save) => save.answer),
          saves.map((save) => save.now.toISOString()),
          graceMs,
          saves.map((save) => save.sequence),
          saves.map((save) => save.response),
        ],
        'save_answers',
      );
      const stored = new Map(result.rows.map((row) => [`${row.session_id} ${row.question_id}`, row.quiz_id]));
      return saves.map((save) => stored.get(`${save.sessionId} ${save.questionId}`));
    },

    /** Stores the survey unless one was stored already; answers whether it was stored. */
    updateSurvey: async (sessionId: string, values: { comment?: string; rating?: number | null }) =>
      (
        await db
          .update(quizSessions)
          .set(values)
          .where(
            and(eq(quizSessions.id, sessionId), eq(quizSessions.comment, ''), isNull(quizSessions.rating)),
          )
          .returning({ id: quizSessions.id })
      ).length > 0,

    countSessions: async (quizId: number) =>
      (await db.select({ n: count() }).from(quizSessions).where(eq(quizSessions.quizId, quizId)))[0].n,
  };
}
export type TakingRepository = ReturnType<typeof createTakingRepository>;
