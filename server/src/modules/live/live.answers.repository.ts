import { type Accommodation, type LiveStep, QUIZ_STATUS, type ScoringMode } from '@quizzical/common';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { questions } from '../quizzes/quizzes.table';

// The taps' statements and the reads of a game's answers (the distribution, the leaderboard's rows).
// The players' hot paths are raw prepared statements, as taking's (see taking.repository.ts).

/** One answer tap as the batch statement takes it (its points if right computed from the game the batch read). */
export interface LiveAnswer {
  sessionId: string;
  quizId: number;
  questionId: number;
  questionIndex: number;
  /** A one-choice answer's stored number; 0 for the other types (their answer is `response`). */
  answer: number;
  /** The other types' accepted answer, encoded (common encodeAnswer); null for one choice. */
  response: string | null;
  /** The question's start the points were computed from: stored only if the game still has it. */
  startedAt: Date;
  /** What a fully right answer earns (live.scoring pointsIfCorrect), stored: a correction scales it again. */
  pointsIfCorrect: number;
  /** Its points by the key it was judged against (live.scoring pointsOf). */
  points: number;
  /** The md5 of that question row as the database spells it (live.repository questionsOf). */
  keyDigest: string;
  answerTimeMs: number;
  now: Date;
}

/** One stored answer of a hosted game, as its leaderboard reads it. */
export interface AnswerRow {
  sessionId: string;
  questionId: number;
  points: number | null;
  answerTimeMs: number | null;
}

/** One player's session in a game and one question of it. */
export interface PlayerQuestion {
  sessionId: string;
  quizId: number;
  questionId: number;
}

/** A stored answer (`a`) of a game before it knew its points if right, to have them computed (live.rescore.ts). */
export interface UnscoredAnswer {
  sessionId: string;
  questionId: number;
  points: number;
  /** A one-choice answer (no `response`): a right one earned its whole points. */
  oneChoice: boolean;
  answerTimeMs: number;
  studentNumber: string;
  scoring: ScoringMode;
  /** The question's own time_limit, else the quiz's question_time. */
  questionTime: number | null;
  anonymous: boolean;
  accommodations: Accommodation[];
}

/** A stored answer of a game as a rescore judges it again (live.rescore.ts). */
export interface ScoredAnswer {
  sessionId: string;
  questionId: number;
  answer: number;
  response: string | null;
  points: number | null;
  pointsIfCorrect: number;
  scoring: ScoringMode;
}

/** A removed player's answer leaves the counts with them. Grouped as stored (other types: by response). */
const DISTRIBUTION_SQL = `
  select a.answer, a.response, count(*)::int as n
  from session_answers a join quiz_sessions s on s.id = a.session_id and s.removed_at is null
  where a.quiz_id = $1 and a.question_id = $2 group by a.answer, a.response`;

/** The answers to some questions of a game, for its leaderboard (live.standings.ts). */
const ANSWERS_TO_SQL = `
  select session_id as "sessionId", question_id as "questionId", points, answer_time_ms as "answerTimeMs"
  from session_answers where quiz_id = $1 and question_id = any($2::int[])`;

/**
 * Many taps in one statement and one commit (lib/batcher.ts). A tap is stored only if its session is of
 * this quiz and not finished, the quiz is started, the game is still on that question (same index and
 * start) in `question` or `reveal`, the tap reached the server (`saved_at`, taken on arrival, before
 * the batch) before the reveal and less than the allowance `$10` (ms) after the countdown's end. Whether
 * the answer fits its question was decided before (common acceptAnswer, live.answer-rule.ts). A tap that arrived after the reveal earns nothing: its sender may have
 * seen the correct answer. The reveal is read from the game's row under its lock, so a tap batched
 * before the reveal and one batched after it are judged by when they arrived, not by which commits
 * first. The first tap locks: a later one stores nothing. Returns the stored rows with the game's step
 * (a tap that arrived before the reveal and is stored after it changes the standings).
 */
const SAVE_ANSWERS_SQL = `
  with s as materialized (
    select id, quiz_id from quiz_sessions where id = any($1::text[]) and not finished and removed_at is null
  ),
  stored as (
  insert into session_answers as a
    (session_id, question_id, quiz_id, answer, response, saved_at, sequence, points, points_if_correct,
      answer_time_ms)
  select s.id, q.id, s.quiz_id, b.answer, b.response, b.saved_at, 0,
    case when md5(q::text) = b.key_digest then b.points end, b.points_if_correct, b.answer_time_ms
  from unnest($1::text[], $2::int[], $3::int[], $4::smallint[], $5::timestamptz[], $6::int[], $7::int[],
      $8::int[], $9::timestamptz[], $11::text[], $12::int[], $13::text[])
    as b(session_id, quiz_id, question_id, answer, saved_at, question_index, points_if_correct,
      answer_time_ms, started_at, response, points, key_digest)
  join s on s.id = b.session_id and s.quiz_id = b.quiz_id
  join quizzes z on z.id = b.quiz_id and z.status = ${QUIZ_STATUS.STARTED}
  join live_games g on g.quiz_id = b.quiz_id
  join questions q on q.id = b.question_id and q.quiz_id = b.quiz_id
  where g.step in ('question', 'reveal') and g.question_index = b.question_index
    and g.question_started_at = b.started_at
    and b.saved_at < coalesce(g.revealed_at, 'infinity')
    and b.saved_at < coalesce(g.question_ends_at, 'infinity') + make_interval(secs => $10::int / 1000.0)
  -- the game's row is share-locked: a step waits for the batches under way, and a batch that comes
  -- after a step sees it, so no tap of a question is stored once the game has left it. The question's
  -- too: a correction of its key waits for the batches under way (its rescore then sees their taps),
  -- and a batch that waited for a correction reads the corrected row: a tap judged by another version
  -- of the row (its digest) is stored without points, and returned \`stale\` to be judged again
  for share of g, q
  on conflict (session_id, question_id) do nothing
  returning a.session_id, a.question_id, a.quiz_id, a.points is null as stale
  )
  select stored.session_id, stored.question_id, stored.stale, g.step
  from stored join live_games g on g.quiz_id = stored.quiz_id`;

/** Why a tap was not stored: the session (of this quiz), whether it was removed, the answer it already has. */
const TAP_CHECK_SQL = `
  select s.finished, s.removed_at is not null as removed, a.answer, a.response
  from quiz_sessions s left join session_answers a on a.session_id = s.id and a.question_id = $3
  where s.id = $1 and s.quiz_id = $2`;

export function createLiveAnswersRepository(query: Database['query']) {
  return {
    /** Answers to one question by stored answer number. */
    distribution: async ({ quizId, questionId }: { quizId: number; questionId: number }) =>
      (
        await query<{ answer: number; response: string | null; n: number }>(
          DISTRIBUTION_SQL,
          [quizId, questionId],
          'live_distribution',
        )
      ).rows,

    answersTo: async (quizId: number, questionIds: number[]) =>
      (await query<AnswerRow>(ANSWERS_TO_SQL, [quizId, questionIds], 'live_answers_to')).rows,

    /**
     * Stores a batch of taps; answers, per tap, the game's step when it was stored (with `stale`: judged
     * by a key corrected since, stored without points), else undefined.
     */
    async saveAnswers(
      taps: LiveAnswer[],
      allowanceMs: number,
    ): Promise<({ step: LiveStep; stale: boolean } | undefined)[]> {
      const result = await query<{ session_id: string; question_id: number; stale: boolean; step: LiveStep }>(
        SAVE_ANSWERS_SQL,
        [
          taps.map((tap) => tap.sessionId),
          taps.map((tap) => tap.quizId),
          taps.map((tap) => tap.questionId),
          taps.map((tap) => tap.answer),
          taps.map((tap) => tap.now.toISOString()),
          taps.map((tap) => tap.questionIndex),
          taps.map((tap) => tap.pointsIfCorrect),
          taps.map((tap) => tap.answerTimeMs),
          taps.map((tap) => tap.startedAt.toISOString()),
          allowanceMs,
          taps.map((tap) => tap.response),
          taps.map((tap) => tap.points),
          taps.map((tap) => tap.keyDigest),
        ],
        'live_save_answers',
      );
      const stored = new Map(
        result.rows.map((row) => [
          `${row.session_id} ${row.question_id}`,
          { step: row.step, stale: row.stale },
        ]),
      );
      return taps.map((tap) => stored.get(`${tap.sessionId} ${tap.questionId}`));
    },

    tapCheck: async ({ sessionId, quizId, questionId }: PlayerQuestion) =>
      (
        await query<{ finished: boolean; removed: boolean; answer: number | null; response: string | null }>(
          TAP_CHECK_SQL,
          [sessionId, quizId, questionId],
          'live_tap_check',
        )
      ).rows[0],

    /**
     * The questions `questionIds` of a game as a rescore judges by them, share-locked: a correction of
     * their key waits for a tap's rescore under way, and the rescore waits for a correction under way.
     */
    keysToRescore: ({ quizId, questionIds }: { quizId: number; questionIds: number[] }, tx: DbOrTx) =>
      tx
        .select()
        .from(questions)
        .where(and(eq(questions.quizId, quizId), inArray(questions.id, questionIds)))
        .for('share'),

    /** The game's stored answers to `questionIds` (of `sessionIds` only, when given) with points if right. */
    answersToRescore: async (
      target: { quizId: number; questionIds: number[]; sessionIds?: string[] },
      tx: DbOrTx,
    ) =>
      (
        (await tx.execute(sql`
          select a.session_id as "sessionId", a.question_id as "questionId", a.answer, a.response, a.points,
            a.points_if_correct as "pointsIfCorrect", z.scoring
          from session_answers a join quizzes z on z.id = a.quiz_id
          where a.quiz_id = ${target.quizId} and a.question_id in ${idList(target.questionIds)}
            and a.points_if_correct is not null
            ${target.sessionIds ? sql`and a.session_id in ${idList(target.sessionIds)}` : sql``}`)) as unknown as {
          rows: ScoredAnswer[];
        }
      ).rows,

    /** Stores the points a rescore gave (only those that moved). */
    setPoints: (answers: { sessionId: string; questionId: number; points: number }[], tx: DbOrTx) =>
      setEach(tx, 'points', answers, (answer) => answer.points),

    /** Answers to `questionIds` stored before taps kept their points if right (migration 0018). */
    unscored: async ({ quizId, questionIds }: { quizId: number; questionIds: number[] }, tx: DbOrTx) =>
      (
        (await tx.execute(sql`
          select a.session_id as "sessionId", a.question_id as "questionId", a.points,
            a.response is null as "oneChoice", coalesce(a.answer_time_ms, 0) as "answerTimeMs",
            s.student_number as "studentNumber", z.scoring,
            coalesce(q.time_limit, z.question_time) as "questionTime", z.anonymous, z.accommodations
          from session_answers a
          join quiz_sessions s on s.id = a.session_id
          join quizzes z on z.id = a.quiz_id
          join questions q on q.id = a.question_id
          where a.quiz_id = ${quizId} and a.question_id in ${idList(questionIds)}
            and a.points is not null and a.points_if_correct is null`)) as unknown as {
          rows: UnscoredAnswer[];
        }
      ).rows,

    /** Stores the points if right computed for answers that had none. */
    setPointsIfCorrect: (
      answers: { sessionId: string; questionId: number; pointsIfCorrect: number }[],
      tx: DbOrTx,
    ) => setEach(tx, 'points_if_correct', answers, (answer) => answer.pointsIfCorrect),
  };
}

/** Sets `column` of each of `answers` (a stored answer: its session and question) to `valueFor` it, in one statement. */
async function setEach<T extends { sessionId: string; questionId: number }>(
  tx: DbOrTx,
  column: 'points' | 'points_if_correct',
  answers: T[],
  valueFor: (answer: T) => number,
) {
  if (answers.length === 0) return;
  const values = answers.map(
    (answer) => sql`(${answer.sessionId}, ${answer.questionId}::int, ${valueFor(answer)}::int)`,
  );
  await tx.execute(sql`
    update session_answers a set ${sql.raw(column)} = v.points
    from (values ${sql.join(values, sql`, `)}) as v(session_id, question_id, points)
    where a.session_id = v.session_id and a.question_id = v.question_id`);
}

/** `(1, 2, 3)` for an `in`: one parameter per id (or session id), the same on PGlite and PostgreSQL. */
const idList = (ids: readonly (number | string)[]): SQL =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
