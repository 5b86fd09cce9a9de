import type { Database } from '../../db/client';

/** The ended sessions of a batch, with the answers their end stored (lib/final-answers.ts). */
const ENDED_ANSWERS_SQL = `
  select id, final_answers as "finalAnswers" from quiz_sessions
  where quiz_id = $1 and id = any($2::text[]) and finished`;

/**
 * Writes the scores common's scoreShare gave (taking.answers.ts), only those that move, and only while
 * the quiz is still at the revision whose keys they were computed with ($5): a regrade that read older
 * keys than a correction committed since writes nothing, and that correction's own regrade follows.
 */
const WRITE_SCORES_SQL = `
  update quiz_sessions s set score = v.score, correct_count = v.correct
  from unnest($2::text[], $3::float8[], $4::int[]) as v(id, score, correct)
  where s.id = v.id and s.quiz_id = $1 and s.finished
    and (s.score is distinct from v.score or s.correct_count is distinct from v.correct)
    and (select z.revision from quizzes z where z.id = $1) = $5::int
  returning s.id`;

/** The statements of a regrade (taking.regrade.ts): read the ended answers, write the scores. */
export function createScoresRepository(query: Database['query']) {
  return {
    endedAnswers: async (quizId: number, sessionIds: string[]) =>
      (
        await query<{ id: string; finalAnswers: string | null }>(
          ENDED_ANSWERS_SQL,
          [quizId, sessionIds],
          'ended_answers',
        )
      ).rows,

    /** Answers how many scores moved. */
    writeScores: async (
      quizId: number,
      revision: number,
      scores: { id: string; score: number; correct: number }[],
    ) =>
      (
        await query<{ id: string }>(
          WRITE_SCORES_SQL,
          [
            quizId,
            scores.map((s) => s.id),
            scores.map((s) => s.score),
            scores.map((s) => s.correct),
            revision,
          ],
          'write_scores',
        )
      ).rows.length,
  };
}
