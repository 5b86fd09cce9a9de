import type { Accommodation } from '@quizzical/common';
import type { Database } from '../../db/client';
import { participantIdSql } from '../../lib/participant-id';

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

/** The statements that move a session's end: a teacher's extra time, a changed schedule. */
export function createSessionTimesRepository(query: Database['query']) {
  return {
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
  };
}
