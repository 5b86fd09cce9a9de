import type { QuizEvents } from '../../lib/events';
import { scoreOfFinalAnswers } from './taking.answers';
import type { TakingRepository } from './taking.repository';

/** Ended sessions scored again per statement by a regrade (10,000 in ten statements). */
const REGRADE_BATCH = 1_000;

/**
 * Scoring ended sessions again from the answers their end stored, by common's scoreShare (the rule of
 * every type): after a corrected key, and right after the end of a session of a quiz with questions
 * that the end's SQL cannot score. The keys are read fresh with their revision; the scores are written
 * only while that revision holds (taking.scores.repository.ts).
 */
export function createRegrade({
  repo,
  events,
}: {
  repo: Pick<
    TakingRepository,
    'quizRevision' | 'questionsOf' | 'endedAnswers' | 'writeScores' | 'finishedSessionIds'
  >;
  events: Pick<QuizEvents, 'publish'>;
}) {
  /** Scores these ended sessions again; answers how many scores moved. */
  async function regradeSessions(quizId: number, sessionIds: string[]) {
    const revision = await repo.quizRevision(quizId);
    if (revision === undefined) return 0;
    const questions = await repo.questionsOf(quizId);
    const ended = await repo.endedAnswers(quizId, sessionIds);
    const scores = ended.map((session) => ({
      id: session.id,
      ...scoreOfFinalAnswers(session.finalAnswers ?? '', questions),
    }));
    return scores.length === 0 ? 0 : repo.writeScores(quizId, revision, scores);
  }

  /**
   * Scores every ended session of the quiz again, in batches: each statement holds its rows for a moment
   * only, and answer saves never wait on them (they touch other rows and only key-share the sessions).
   * Answers how many were scored.
   */
  async function regrade(quizId: number) {
    const ids = await repo.finishedSessionIds(quizId);
    for (let from = 0; from < ids.length; from += REGRADE_BATCH)
      await regradeSessions(quizId, ids.slice(from, from + REGRADE_BATCH));
    if (ids.length > 0) events.publish(quizId);
    return ids.length;
  }

  return { regrade, regradeSessions };
}
