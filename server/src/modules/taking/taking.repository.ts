import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { questions, quizzes } from '../quizzes/quizzes.table';
import { quizSessions, sessionAnswers } from './taking.table';

export type SessionRow = typeof quizSessions.$inferSelect;
type Rows<T> = { rows: T[] };

const SAVE_ANSWER_SQL = `
  insert into session_answers (session_id, question_id, quiz_id, answer, saved_at)
  select s.id, q.id, s.quiz_id, $4::smallint, $5::timestamptz
  from quiz_sessions s
  join quizzes z on z.id = s.quiz_id and z.code = $2
  join questions q on q.id = $3 and q.quiz_id = s.quiz_id
  where s.id = $1
    and not s.finished
    and s.end_date + make_interval(secs => $6::int / 1000.0) >= $5::timestamptz
    and ($4 <= 2 or ($4 = 3 and q.answer3 <> '') or ($4 = 4 and q.answer4 <> ''))
  on conflict (session_id, question_id)
    do update set answer = excluded.answer, saved_at = excluded.saved_at
  returning quiz_id`;

export function createTakingRepository(db: Db, query: Database['query']) {
  return {
    findQuizByCode: async (code: string) =>
      (await db.select().from(quizzes).where(eq(quizzes.code, code)).limit(1))[0],

    questionsOf: (quizId: number) =>
      db
        .select()
        .from(questions)
        .where(eq(questions.quizId, quizId))
        .orderBy(asc(questions.position), asc(questions.id)),

    insertSession: async (values: typeof quizSessions.$inferInsert) =>
      (await db.insert(quizSessions).values(values).returning())[0],

    /** The session, only if it belongs to the quiz with this code (a session id opens that session only). */
    async findSession(code: string, sessionId: string) {
      const rows = await db
        .select({ session: quizSessions, quiz: quizzes })
        .from(quizSessions)
        .innerJoin(quizzes, eq(quizzes.id, quizSessions.quizId))
        .where(and(eq(quizSessions.id, sessionId), eq(quizzes.code, code)))
        .limit(1);
      return rows[0];
    },

    answersOf: (sessionId: string) =>
      db
        .select({ questionId: sessionAnswers.questionId, answer: sessionAnswers.answer })
        .from(sessionAnswers)
        .where(eq(sessionAnswers.sessionId, sessionId)),

    /**
     * The hot path, one prepared statement: upserts the answer only if the session belongs to the quiz
     * `code`, is not finished, its time (plus grace) is not over, the question is of this quiz and the
     * chosen answer is not an empty slot. Returns the quiz id when stored, undefined otherwise.
     */
    async saveAnswer(p: {
      code: string;
      sessionId: string;
      questionId: number;
      answer: number;
      now: Date;
      graceMs: number;
    }) {
      const result = await query<{ quiz_id: number }>(
        SAVE_ANSWER_SQL,
        [p.sessionId, p.code, p.questionId, p.answer, p.now.toISOString(), p.graceMs],
        'save_answer',
      );
      return result.rows[0]?.quiz_id;
    },

    /** Marks the session finished with its score (share of correct answers); idempotent. */
    async finish(sessionId: string, quizId: number, now: Date) {
      const result = (await db.execute(sql`
        update quiz_sessions s set
          finished = true,
          finished_at = ${now.toISOString()}::timestamptz,
          correct_count = c.correct,
          score = case when c.total = 0 then 0 else c.correct::float8 / c.total end
        from (
          select
            (select count(*) from questions where quiz_id = ${quizId})::int as total,
            (select count(*) from session_answers a join questions q on q.id = a.question_id
              where a.session_id = ${sessionId} and a.answer = q.correct_answer)::int as correct
        ) c
        where s.id = ${sessionId} and not s.finished
        returning s.score
      `)) as unknown as Rows<{ score: number }>;
      return result.rows[0];
    },

    updateSurvey: (sessionId: string, values: { comment?: string; rating?: number | null }) =>
      db.update(quizSessions).set(values).where(eq(quizSessions.id, sessionId)),
  };
}
export type TakingRepository = ReturnType<typeof createTakingRepository>;
