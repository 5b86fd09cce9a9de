import { type Accommodation, QUIZ_STATUS } from '@quizzical/common';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { participantIdSql } from '../../lib/participant-id';
import { questions, quizzes } from '../quizzes/quizzes.table';
import { createScoresRepository } from './taking.scores.repository';
import { quizSessions } from './taking.table';

export type SessionRow = typeof quizSessions.$inferSelect;
/** An ended session as its end returns it, with the quiz revision its score was computed against. */
type FinishedRow = SessionRow & { gradedRevision: number };

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

const SESSION_COLUMNS = `s.id, s.quiz_id as "quizId", s.first_name as "firstName", s.last_name as "lastName",
  s.student_number as "studentNumber", s.start_date as "startDate", s.end_date as "endDate",
  s.finished, s.finished_at as "finishedAt", s.score, s.correct_count as "correctCount", s.final_answers as "finalAnswers",
  s.comment, s.rating, s.order_seed as "orderSeed", s.nickname, s.extra_minutes as "extraMinutes"`;

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

/**
 * The end's score in SQL, for quizzes whose every question is one choice: the answers equal to their
 * question's key (single, true/false) over the scored questions (polls are not). Quizzes with other
 * types are scored right after by common's scoreShare (taking.regrade.ts), which is the rule: for one
 * choice both agree (a fraction is 1 exactly when the answer is the key).
 */
const ONE_CHOICE = `q.type in ('single', 'true_false', 'poll')`;
const scoreOf = (correct: string, total: string) =>
  `case when ${total} = 0 then 0 else ${correct}::float8 / ${total} end`;
/**
 * The quiz revision the score was computed against, read in the same statement (so from the same
 * snapshot) as the questions: the end compares it with the revision after its commit (taking.service).
 */
const GRADED_REVISION = '(select z.revision from quizzes z where z.id = s.quiz_id) as "gradedRevision"';

/**
 * Marks unfinished sessions finished with their score (share of correct answers) and their answers in
 * question order (lib/final-answers.ts: digits, or JSON when some question is not one choice), which
 * the results report reads. `which` picks the sessions
 * (`x`): one student's end, or every player of a hosted game at its podium, in one statement; $1 is the
 * time of the end.
 */
const finishSql = (which: string, returning: string) => `
  update quiz_sessions s set
    finished = true,
    finished_at = $1::timestamptz,
    correct_count = c.correct,
    score = ${scoreOf('c.correct', 'c.total')},
    final_answers = c.answers
  from (
    select
      x.id,
      count(q.id) filter (where q.type <> 'poll')::int as total,
      count(*) filter (where q.type in ('single', 'true_false') and a.answer = q.correct_answer)::int as correct,
      case when coalesce(bool_and(${ONE_CHOICE}), true)
        then coalesce(string_agg(coalesce(a.answer::text, '0'), '' order by q.position, q.id)
          filter (where q.id is not null), '')
        else (json_agg(case when a.session_id is null then null else coalesce(a.response, a.answer::text) end
          order by q.position, q.id) filter (where q.id is not null))::text
      end as answers
    from quiz_sessions x
    left join questions q on q.quiz_id = x.quiz_id
    left join session_answers a on a.question_id = q.id and a.session_id = x.id
    where ${which} and not x.finished
    group by x.id
  ) c
  where s.id = c.id and not s.finished
  returning ${returning}`;

const FINISHED_SESSION_IDS_SQL = 'select id from quiz_sessions where quiz_id = $1 and finished order by id';
const QUIZ_REVISION_SQL = 'select revision from quizzes where id = $1';

/**
 * More time for one student (by public participant id): moves the end of an unfinished session by $3
 * minutes, from where it is, also when it has passed already; the saves' statement reads the new end at
 * once. No row: no such participant; `moved` false: the session has ended.
 */
const EXTEND_SESSION_SQL = `
  with target as (
    select id, finished from quiz_sessions where quiz_id = $1 and ${participantIdSql('id')} = $2
  ),
  moved as (
    update quiz_sessions s set
      end_date = s.end_date + make_interval(mins => $3::int),
      extra_minutes = s.extra_minutes + $3::int
    from target where s.id = target.id and not target.finished
    returning s.end_date as "endDate", s.extra_minutes as "extraMinutes"
  )
  select moved."endDate" is not null as moved, moved."endDate", moved."extraMinutes"
  from target left join moved on true`;

/**
 * The end of every unfinished session of quiz $1 computed again, as common's sessionEndOf does at the
 * join: the start plus $2 minutes times the factor listed for the student's number in $3 (a jsonb list of
 * accommodations; 1 when not listed), never past the deadline $4, plus the minutes the teacher granted.
 * Student numbers compare trimmed and case folded (common's studentNumberKey).
 */
const REFIT_SESSION_ENDS_SQL = `
  update quiz_sessions s set end_date = least(
      s.start_date + make_interval(secs => $2::float8 * 60 * coalesce((
        select (a->>'time_factor')::float8 from jsonb_array_elements($3::jsonb) a
        where lower(btrim(a->>'student_number')) = lower(btrim(s.student_number)) limit 1), 1)),
      coalesce($4::timestamptz, 'infinity'::timestamptz)
    ) + make_interval(mins => s.extra_minutes)
  where s.quiz_id = $1 and not s.finished
  returning s.id`;

const FINISH_SQL = finishSql('x.id = $2 and x.quiz_id = $3', `${SESSION_COLUMNS}, ${GRADED_REVISION}`);
const FINISH_ALL_SQL = finishSql('x.quiz_id = $2', `s.id, ${GRADED_REVISION}`);

export function createTakingRepository(db: Db, query: Database['query']) {
  return {
    ...createScoresRepository(query),
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

    /** Marks the session finished with its score; undefined when it was already finished. */
    finish: async ({ sessionId, quizId, now }: { sessionId: string; quizId: number; now: Date }) =>
      (await query<FinishedRow>(FINISH_SQL, [now.toISOString(), sessionId, quizId], 'finish_session'))
        .rows[0] as FinishedRow | undefined,

    /**
     * Finishes every unfinished session of the quiz as `finish` does; answers how many, and the quiz
     * revision they were scored against (null when none ended).
     */
    async finishAll(quizId: number, now: Date) {
      const { rows } = await query<{ id: string; gradedRevision: number }>(
        FINISH_ALL_SQL,
        [now.toISOString(), quizId],
        'finish_all_sessions',
      );
      // one statement, one snapshot: every row was scored against the same revision
      return { count: rows.length, gradedRevision: rows[0]?.gradedRevision ?? null };
    },

    /** The quiz's revision now (quizzes.revision): a correction since an end makes it newer. */
    quizRevision: async (quizId: number) =>
      (await query<{ revision: number }>(QUIZ_REVISION_SQL, [quizId], 'quiz_revision')).rows[0]?.revision,

    /** The ended sessions of the quiz, in id order: a regrade walks them in batches. */
    finishedSessionIds: async (quizId: number) =>
      (await query<{ id: string }>(FINISHED_SESSION_IDS_SQL, [quizId], 'finished_session_ids')).rows.map(
        (row) => row.id,
      ),

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

    /** See EXTEND_SESSION_SQL: undefined when the quiz has no such participant. */
    extendSession: async ({
      quizId,
      participantId,
      minutes,
    }: {
      quizId: number;
      participantId: string;
      minutes: number;
    }) =>
      (
        await query<{ moved: boolean; endDate: Date | null; extraMinutes: number | null }>(
          EXTEND_SESSION_SQL,
          [quizId, participantId, minutes],
          'extend_session',
        )
      ).rows[0],

    /** See REFIT_SESSION_ENDS_SQL; answers how many sessions it went over. */
    refitSessionEnds: async ({
      quizId,
      durationMinutes,
      accommodations,
      closesAt,
    }: {
      quizId: number;
      durationMinutes: number;
      accommodations: readonly Accommodation[];
      closesAt: Date | null;
    }) =>
      (
        await query<{ id: string }>(
          REFIT_SESSION_ENDS_SQL,
          [quizId, durationMinutes, JSON.stringify(accommodations), closesAt?.toISOString() ?? null],
          'refit_session_ends',
        )
      ).rows.length,

    countSessions: async (quizId: number) =>
      (await db.select({ n: count() }).from(quizSessions).where(eq(quizSessions.quizId, quizId)))[0].n,
  };
}
export type TakingRepository = ReturnType<typeof createTakingRepository>;
