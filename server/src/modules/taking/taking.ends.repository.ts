import type { Database } from '../../db/client';
import { SESSION_COLUMNS, type SessionRow } from './taking.session-row';

/** An ended session as its end returns it, with the quiz revision its score was computed against. */
type FinishedRow = SessionRow & { gradedRevision: number };

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

const FINISH_SQL = finishSql('x.id = $2 and x.quiz_id = $3', `${SESSION_COLUMNS}, ${GRADED_REVISION}`);
const FINISH_ALL_SQL = finishSql('x.quiz_id = $2', `s.id, ${GRADED_REVISION}`);

/** The statements of a session's end and of a hosted game's podium, with the revision they scored against. */
export function createEndsRepository(query: Database['query']) {
  return {
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
  };
}
