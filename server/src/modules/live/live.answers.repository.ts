import { type LiveStep, QUIZ_STATUS } from '@quizzical/common';
import type { Database } from '../../db/client';

// The taps' statements and the reads of a game's answers (the distribution, the leaderboard's rows).
// The players' hot paths are raw prepared statements, as taking's (see taking.repository.ts).

/** One answer tap as the batch statement takes it (points computed from the game the batch read). */
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
  points: number;
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
    (session_id, question_id, quiz_id, answer, response, saved_at, sequence, points, answer_time_ms)
  select s.id, q.id, s.quiz_id, b.answer, b.response, b.saved_at, 0, b.points, b.answer_time_ms
  from unnest($1::text[], $2::int[], $3::int[], $4::smallint[], $5::timestamptz[], $6::int[], $7::int[],
      $8::int[], $9::timestamptz[], $11::text[])
    as b(session_id, quiz_id, question_id, answer, saved_at, question_index, points, answer_time_ms, started_at,
      response)
  join s on s.id = b.session_id and s.quiz_id = b.quiz_id
  join quizzes z on z.id = b.quiz_id and z.status = ${QUIZ_STATUS.STARTED}
  join live_games g on g.quiz_id = b.quiz_id
  join questions q on q.id = b.question_id and q.quiz_id = b.quiz_id
  where g.step in ('question', 'reveal') and g.question_index = b.question_index
    and g.question_started_at = b.started_at
    and b.saved_at < coalesce(g.revealed_at, 'infinity')
    and b.saved_at < coalesce(g.question_ends_at, 'infinity') + make_interval(secs => $10::int / 1000.0)
  -- the game's row is share-locked: a step waits for the batches under way, and a batch that comes
  -- after a step sees it, so no tap of a question is stored once the game has left it
  for share of g
  on conflict (session_id, question_id) do nothing
  returning a.session_id, a.question_id, a.quiz_id
  )
  select stored.session_id, stored.question_id, g.step
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

    /** Stores a batch of taps; answers, per tap, the game's step when it was stored, else undefined. */
    async saveAnswers(taps: LiveAnswer[], allowanceMs: number): Promise<(LiveStep | undefined)[]> {
      const result = await query<{ session_id: string; question_id: number; step: LiveStep }>(
        SAVE_ANSWERS_SQL,
        [
          taps.map((tap) => tap.sessionId),
          taps.map((tap) => tap.quizId),
          taps.map((tap) => tap.questionId),
          taps.map((tap) => tap.answer),
          taps.map((tap) => tap.now.toISOString()),
          taps.map((tap) => tap.questionIndex),
          taps.map((tap) => tap.points),
          taps.map((tap) => tap.answerTimeMs),
          taps.map((tap) => tap.startedAt.toISOString()),
          allowanceMs,
          taps.map((tap) => tap.response),
        ],
        'live_save_answers',
      );
      const stored = new Map(result.rows.map((row) => [`${row.session_id} ${row.question_id}`, row.step]));
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
  };
}
