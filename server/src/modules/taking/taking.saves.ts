import { normalizeCode, SAVE_GRACE_MS } from '@quizzical/common';
import type { AppConfig } from '../../config';
import { createBatcher } from '../../lib/batcher';
import { retryOnceOnConnectionLoss } from '../../lib/connection-lost';
import type { QuizEvents } from '../../lib/events';
import type { WindowCounter } from '../../lib/window-counter';
import { acceptedSave } from './taking.answers';
import { hostedLive, questionNotInQuiz, sessionNotFound, timeOver, tooManySaves } from './taking.errors';
import type { AnswerSave, TakingRepository } from './taking.repository';
import type { SessionAddress, SessionReads } from './taking.session-reads';

export interface AnswerSavesDeps {
  repo: Pick<TakingRepository, 'saveAnswers'>;
  config: Pick<AppConfig, 'now'>;
  events: Pick<QuizEvents, 'publish'>;
  savesPerSession: WindowCounter;
  /** The student's copy of the quiz decides a save; the session is read only to say why one was refused. */
  reads: Pick<SessionReads, 'loadQuiz' | 'sessionOf'>;
}

/**
 * A student's answer saves: the hot path. Saves go through a batcher: under load one statement and one
 * commit store many answers. A save is acknowledged only after its batch is committed, so "saved" still
 * means saved. A batch that failed on a lost connection (restart, failover, a cut connection) runs once
 * more on a fresh one: saves are idempotent upserts, ordered by their sequence, so running one twice is
 * harmless.
 */
export function createAnswerSaves({ repo, config, events, savesPerSession, reads }: AnswerSavesDeps) {
  const answerWriter = createBatcher<AnswerSave, number | undefined>({
    run: (saves) => retryOnceOnConnectionLoss(() => repo.saveAnswers(saves, SAVE_GRACE_MS)),
    key: (save) => `${save.sessionId} ${save.questionId}`,
    // two statements in flight: one runs while the next is sent, and the saves that arrive meanwhile wait
    // for the one after. Four made batches half as large (a statement, its round trip and its commit for
    // every one or two saves) for no higher rate (docs/PERFORMANCE.md)
    maxInFlight: 2,
    maxBatch: 500,
  });

  /**
   * Stores one answer; `superseded` when a newer answer (higher sequence) to the question is already
   * stored: this older save is then acknowledged without being applied (the client has moved on).
   */
  async function save({
    code,
    sessionId,
    questionId,
    answer,
    sequence = 0,
  }: SessionAddress & { questionId: number; answer: unknown; sequence?: number }): Promise<{
    superseded: boolean;
  }> {
    if (!(await savesPerSession.hit(sessionId))) throw tooManySaves();
    const normalized = normalizeCode(code);
    // whether the answer fits its question is decided here, once (common acceptAnswer); the statement
    // stores what was accepted. The cached quiz will do: a correction keeps types and written slots.
    const found = await reads.loadQuiz(normalized);
    if (!found) throw sessionNotFound();
    const question = found.questions.find((candidate) => candidate.id === questionId);
    let accepted: ReturnType<typeof acceptedSave>;
    try {
      if (!question) throw questionNotInQuiz();
      accepted = acceptedSave(question, answer, sessionId);
    } catch (refusal) {
      // the session's state speaks first, as for a save the statement did not store: an unknown session
      // is a 404 like an unknown code (the code guard's rule), a finished one is time over
      await refusedSession({ code, sessionId });
      throw refusal;
    }
    const quizId = await answerWriter.submit({
      code: normalized,
      sessionId,
      questionId,
      ...accepted,
      sequence,
      now: config.now(),
    });
    if (quizId !== undefined) {
      events.publish(quizId);
      return { superseded: false };
    }
    // Not stored: find out why, off the hot path.
    const { questions } = await refusedSession({ code, sessionId });
    if (!questions.some((candidate) => candidate.id === questionId)) throw questionNotInQuiz();
    // accepted, yet not applied: the stored answer has a higher sequence (SAVE_ANSWERS_SQL)
    return { superseded: true };
  }

  /** Throws why the session takes no save (unknown, hosted, over), or answers its quiz when it does. */
  async function refusedSession(address: SessionAddress) {
    const { session, questions, hosted } = await reads.sessionOf(address);
    if (hosted) throw hostedLive();
    if (session.finished || session.endDate.getTime() + SAVE_GRACE_MS < config.now().getTime())
      throw timeOver();
    return { questions };
  }

  return {
    save,
    /** Resolves once the answer batches under way are committed (the app closes the database after). */
    drained: () => answerWriter.drained(),
  };
}
