import { normalizeCode } from '@quizzical/common';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { QuizEvents } from '../../lib/events';
import type { HttpError } from '../../lib/http-errors';
import { createTtlCache } from '../../lib/ttl-cache';
import type { WindowCounter } from '../../lib/window-counter';
import { questionNotInQuiz, sessionNotFound } from '../taking/taking.errors';
import { acceptTap, answerAsSent, storedAnswerOfRow } from './live.answer-rule';
import type { PlayerQuestion } from './live.answers.repository';
import { playerRemoved, timeOver, tooManyAnswers } from './live.errors';
import type { createGameQuestions } from './live.questions';
import type { LiveRepository } from './live.repository';
import { rescoreHostedAnswers } from './live.rescore';
import type { createStandings } from './live.standings';
import { createTapWriter } from './live.taps';

interface PlayerAnswersDeps {
  db: Db;
  repo: LiveRepository;
  now: AppConfig['now'];
  events: QuizEvents;
  questionsOf: ReturnType<typeof createGameQuestions>['of'];
  standings: ReturnType<typeof createStandings>;
  answersPerSession: WindowCounter;
}

/**
 * The players' taps, the game's hot path: each checked against its question and stored by the tap
 * writer's batches, or told why it was not.
 */
export function createPlayerAnswers({
  db,
  repo,
  now,
  events,
  questionsOf,
  standings,
  answersPerSession,
}: PlayerAnswersDeps) {
  const quizIdsByCode = createTtlCache<string, number>({
    maxEntries: 10_000,
    maxAgeMs: Number.POSITIVE_INFINITY,
  });
  const taps = createTapWriter(repo, (target) =>
    db.transaction((tx) => rescoreHostedAnswers(repo, target, tx)),
  );

  /**
   * A player's quiz id, when it is hosted (the code of a quiz never changes). No game: the 404 of an
   * unknown session, so that a code is not told hosted or unknown before a session of it is shown.
   */
  function hostedQuizId(rawCode: string) {
    const code = normalizeCode(rawCode);
    return quizIdsByCode.get(code, async () => {
      const game = await repo.findGameByCode(code);
      if (!game) throw sessionNotFound();
      return game.quizId;
    });
  }

  /** A refusal that tells the game exists goes only to one of its players; others get the unknown session's. */
  async function toPlayerOnly(tap: PlayerQuestion, refusal: HttpError) {
    const player = await repo.tapCheck(tap);
    return player && !player.finished ? refusal : sessionNotFound();
  }

  return {
    /** Resolves once the answer batches under way are committed (the app closes the database after). */
    drained: () => taps.drained(),

    /**
     * One tap: the first answer to the current question counts; a later one gets the first back. A tap
     * that arrives after the reveal, or LIVE_TAP_ALLOWANCE_MS after the countdown's end, is refused.
     * Whether the answer fits its question, and its fraction of a point, is common's one rule
     * (live.answer-rule.ts acceptTap); the statement stores only what it accepted.
     */
    async answer({
      code,
      sessionId,
      questionId,
      answer,
    }: {
      code: string;
      sessionId: string;
      questionId: number;
      answer: unknown;
    }) {
      if (!(await answersPerSession.hit(sessionId))) throw tooManyAnswers();
      const quizId = await hostedQuizId(code);
      const questions = await questionsOf(quizId);
      const questionIndex = questions.findIndex((question) => question.id === questionId);
      const question = questions[questionIndex];
      if (!question) throw await toPlayerOnly({ sessionId, quizId, questionId }, questionNotInQuiz());
      const decided = acceptTap(question, answer, sessionId);
      if (!decided.ok) throw await toPlayerOnly({ sessionId, quizId, questionId }, decided.refusal);
      const accepted = { answer: decided.answer, response: decided.response };
      const step = await taps.submit({
        sessionId,
        quizId,
        questionId,
        questionIndex,
        ...accepted,
        fraction: decided.fraction,
        timeLimit: question.timeLimit,
        keyDigest: question.keyDigest,
        now: now(),
      });
      if (step) {
        events.publish(quizId);
        // a tap that arrived before the reveal and was stored after it changes the standings this
        // instance may have cached
        if (step !== 'question') standings.forget(quizId);
        return {
          detail: 'saved' as const,
          answer: answerAsSent(question, storedAnswerOfRow(question, accepted), sessionId),
        };
      }
      // not stored: find out why, off the hot path
      const check = await repo.tapCheck({ sessionId, quizId, questionId });
      if (check?.removed) throw playerRemoved();
      if (!check || check.finished) throw sessionNotFound();
      if (check.answer !== null) {
        const stored = storedAnswerOfRow(question, { answer: check.answer, response: check.response });
        return { detail: 'saved' as const, answer: answerAsSent(question, stored, sessionId) };
      }
      throw timeOver();
    },
  };
}
