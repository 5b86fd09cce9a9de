import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };

export interface SessionTotalRow {
  id: string;
  first_name: string;
  last_name: string;
  student_number: string;
  finished: boolean;
  comment: string;
  rating: number | null;
  start_date: Date | string;
  correct: number;
  answers: Record<string, number>;
}

/** The report's aggregates: a few grouped queries per quiz, never the answer rows one by one. */
export function createResultsRepository(db: Db) {
  return {
    /** One row per session: its correct count and its answers as a {question id: answer} object. */
    async sessionTotals(quizId: number) {
      const result = (await db.execute(sql`
        select s.id, s.first_name, s.last_name, s.student_number, s.finished, s.comment, s.rating, s.start_date,
          coalesce(t.correct, 0)::int as correct, coalesce(t.answers, '{}'::json) as answers
        from quiz_sessions s
        left join (
          select a.session_id,
            count(*) filter (where a.answer = q.correct_answer)::int as correct,
            json_object_agg(a.question_id, a.answer) as answers
          from session_answers a
          join questions q on q.id = a.question_id
          where a.quiz_id = ${quizId}
          group by a.session_id
        ) t on t.session_id = s.id
        where s.quiz_id = ${quizId}
        order by correct desc, s.start_date, s.id
      `)) as unknown as Rows<SessionTotalRow>;
      return result.rows;
    },

    /** How many chose each answer of each question (all sessions, live). */
    async choiceCounts(quizId: number) {
      const result = (await db.execute(sql`
        select question_id, answer, count(*)::int as n
        from session_answers where quiz_id = ${quizId}
        group by question_id, answer
      `)) as unknown as Rows<{ question_id: number; answer: number; n: number }>;
      return result.rows;
    },

    /**
     * Sufficient statistics of the item analysis over finished sessions, per question: S (correct),
     * C (Σ correct × total), U and L (correct in the upper and lower groups of `groupSize` by total,
     * ties broken by session id) and the choice counts.
     */
    async itemSums(quizId: number, groupSize: number) {
      const result = (await db.execute(sql`
        with ranked as (
          -- a finished session's answers no longer change: its stored correct count is its total
          select id, correct_count as t, row_number() over (order by correct_count desc, id) as rn, count(*) over () as n
          from quiz_sessions where quiz_id = ${quizId} and finished
        )
        select a.question_id,
          sum((a.answer = q.correct_answer)::int)::int as s,
          sum((a.answer = q.correct_answer)::int * r.t)::float8 as c,
          coalesce(sum((a.answer = q.correct_answer)::int) filter (where r.rn <= ${groupSize}), 0)::int as u,
          coalesce(sum((a.answer = q.correct_answer)::int) filter (where r.rn > r.n - ${groupSize}), 0)::int as l,
          count(*) filter (where a.answer = 1)::int as c1,
          count(*) filter (where a.answer = 2)::int as c2,
          count(*) filter (where a.answer = 3)::int as c3,
          count(*) filter (where a.answer = 4)::int as c4
        from session_answers a
        join ranked r on r.id = a.session_id
        join questions q on q.id = a.question_id
        where a.quiz_id = ${quizId}
        group by a.question_id
      `)) as unknown as Rows<{
        question_id: number;
        s: number;
        c: number;
        u: number;
        l: number;
        c1: number;
        c2: number;
        c3: number;
        c4: number;
      }>;
      return result.rows;
    },
  };
}
export type ResultsRepository = ReturnType<typeof createResultsRepository>;
