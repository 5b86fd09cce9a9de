import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { participantIdSql } from '../../lib/participant-id';

type Rows<T> = { rows: T[] };

const participantId = sql.raw(participantIdSql('s.id'));
const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** One participant's session, found by public id, with every answer it saved. */
export interface ParticipantRow {
  participant_id: string;
  first_name: string;
  last_name: string;
  student_number: string;
  nickname: string;
  finished: boolean;
  start_date: string;
  end_date: string;
  finished_at: string | null;
  extra_minutes: number;
  /** JSON [[questionId, answer, response, savedAt], …] of the saved answers (null when none) */
  saved_answers: string | null;
}

export interface SessionResultRow {
  /** the session id: the student's key, never shown to a teacher (the report shows participantIdOf it) */
  id: string;
  /** minutes a teacher granted beyond the quiz's duration */
  extra_minutes: number;
  first_name: string;
  last_name: string;
  student_number: string;
  finished: boolean;
  comment: string;
  rating: number | null;
  /** ISO 8601 with microseconds, formatted by PostgreSQL (no Date round trip for 10,000 rows) */
  start_date: string;
  /** when the session's time is over (same format): it may save answers and end until then */
  end_date: string;
  /** when the session ended (same format), null while it is open */
  finished_at: string | null;
  /** finished sessions: one digit per question in question order, '0' = unanswered */
  final_answers: string | null;
  /** open sessions: their saved answers as JSON [[questionId, answer, response], …] (null when none yet) */
  open_answers: string | null;
  /** hosted live: the leaderboard name of an anonymous player, '' otherwise */
  nickname: string;
  /** hosted live: the sum of the session's points (0 before any); null when the quiz was not hosted */
  points: number | null;
}

/**
 * What the report reads: one row per participant, never one per answer, except for the sessions still
 * open (their answers can change until they end, so they come from the answers table).
 */
export function createResultsRepository(db: Db) {
  return {
    /**
     * Every session of the quiz in one statement, so that a session ending meanwhile is read once;
     * `hosted` (the quiz row's flag): their points are read too.
     */
    async sessions({ quizId, hosted }: { quizId: number; hosted: boolean }) {
      const result = (await db.execute(sql`
        select s.id, s.extra_minutes, s.first_name, s.last_name, s.student_number, s.finished, s.comment, s.rating, s.final_answers,
          s.nickname,
          to_char(s.start_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as start_date,
          to_char(s.end_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as end_date,
          to_char(s.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as finished_at,
          case when not s.finished then (
            select json_agg(json_build_array(a.question_id, a.answer, a.response))::text
            from session_answers a where a.session_id = s.id
          ) end as open_answers,
          -- a quiz never hosted reads no answer for its points
          case when ${hosted}::boolean then (
            select coalesce(sum(a.points), 0)::int from session_answers a where a.session_id = s.id
          ) end as points
        -- sorted before the columns above are computed (sorting 10,000 rows with them spilled to disk); the
        -- outer order is the inner one, so PostgreSQL sorts once
        from (
          select id, extra_minutes, first_name, last_name, student_number, finished, comment, rating,
            final_answers, nickname, start_date, end_date, finished_at
          from quiz_sessions where quiz_id = ${quizId}
          order by start_date, id
        ) s
        order by s.start_date, s.id
      `)) as unknown as Rows<SessionResultRow>;
      return result.rows;
    },

    /** One participant of the quiz by public id, with their saved answers and when each was saved. */
    async participant({ quizId, participantId: id }: { quizId: number; participantId: string }) {
      const result = (await db.execute(sql`
        select ${participantId} as participant_id, s.first_name, s.last_name, s.student_number, s.nickname,
          s.finished, s.extra_minutes,
          ${isoUtc('s.start_date')} as start_date, ${isoUtc('s.end_date')} as end_date,
          ${isoUtc('s.finished_at')} as finished_at,
          (
            select json_agg(json_build_array(a.question_id, a.answer, a.response, ${isoUtc('a.saved_at')}))::text
            from session_answers a where a.session_id = s.id
          ) as saved_answers
        from quiz_sessions s where s.quiz_id = ${quizId} and ${participantId} = ${id}
      `)) as unknown as Rows<ParticipantRow>;
      return result.rows[0];
    },
  };
}
export type ResultsRepository = ReturnType<typeof createResultsRepository>;
