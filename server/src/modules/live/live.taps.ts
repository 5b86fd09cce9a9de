import { type Accommodation, LIVE_TAP_ALLOWANCE_MS, type LiveStep, timeFactorOf } from '@quizzical/common';
import { LRUCache } from 'lru-cache';
import { createBatcher } from '../../lib/batcher';
import { retryOnceOnConnectionLoss } from '../../lib/connection-lost';
import { questionTimeOf } from './live.answer-rule';
import type { LiveAnswer } from './live.answers.repository';
import type { GameRow, LiveRepository } from './live.repository';
import { pointsIfCorrect, pointsOf } from './live.scoring';

/**
 * One tap as the service accepted it (the question is the quiz's; `fraction`: the share of a point its
 * answer earns by the key of the question row `keyDigest`, null for a poll; `timeLimit`: the question's
 * own seconds, null for the quiz's).
 */
type Tap = Omit<LiveAnswer, 'startedAt' | 'points' | 'pointsIfCorrect' | 'answerTimeMs'> & {
  fraction: number | null;
  timeLimit: number | null;
};

/** Judges again, in a transaction, the stored taps of `sessionIds` to `questionIds` (live.rescore.ts). */
type Rejudge = (target: { quizId: number; questionIds: number[]; sessionIds: string[] }) => Promise<void>;

/** An int4 column: a tap after weeks of 'No time limit' still stores. */
const INT4_MAX = 2 ** 31 - 1;

/** Stores taps in group commits; each resolves with the game's step when stored, undefined when refused. */
export function createTapWriter(
  repo: Pick<LiveRepository, 'findGames' | 'saveAnswers' | 'studentNumbers'>,
  rejudge: Rejudge,
) {
  /**
   * When each question of a game started, with the scoring it started under: fixed once it has started,
   * so a batch of taps reads the game only for a question it has not seen yet.
   */
  const questionStarts = new LRUCache<
    string,
    {
      startedAt: Date;
      scoring: GameRow['scoring'];
      questionTime: number | null;
      /** Fair games: the accommodations the question started with (none when anonymous). */
      accommodations: Accommodation[];
    }
  >({ max: 10_000 });
  /** A session's student number never changes: read once, for games that list accommodations only. */
  const studentNumbers = new LRUCache<string, string>({ max: 50_000 });
  async function learnStudentNumbers(sessionIds: string[]) {
    const unknown = sessionIds.filter((id) => !studentNumbers.has(id));
    if (unknown.length === 0) return;
    for (const [id, studentNumber] of await repo.studentNumbers(unknown))
      studentNumbers.set(id, studentNumber);
  }
  const startKey = (quizId: number, questionIndex: number) => `${quizId} ${questionIndex}`;
  async function learnQuestionStarts(taps: Tap[]) {
    const unknown = taps.filter((tap) => !questionStarts.has(startKey(tap.quizId, tap.questionIndex)));
    if (unknown.length === 0) return;
    for (const game of await repo.findGames([...new Set(unknown.map((tap) => tap.quizId))]))
      if (game.questionIndex !== null && game.questionStartedAt)
        questionStarts.set(startKey(game.quizId, game.questionIndex), {
          startedAt: game.questionStartedAt,
          scoring: game.scoring,
          questionTime: game.questionTime,
          accommodations: game.anonymous ? [] : game.accommodations,
        });
  }

  /**
   * Taps judged by a key that a correction changed before they were stored (stored without points):
   * scored again by the key now, per quiz, each in a transaction that waits for a correction under way.
   * Rare; the batch's answers wait for it, so a stored tap always has its points.
   */
  async function rejudgeStale(stale: Tap[]) {
    const quizIds = [...new Set(stale.map((tap) => tap.quizId))];
    for (const quizId of quizIds) {
      const ofQuiz = stale.filter((tap) => tap.quizId === quizId);
      await rejudge({
        quizId,
        questionIds: [...new Set(ofQuiz.map((tap) => tap.questionId))],
        sessionIds: ofQuiz.map((tap) => tap.sessionId),
      });
    }
  }

  /**
   * Taps go through a batcher: one statement and one commit for many. A tap's points are computed here
   * from the question's start and its answer's fraction (the service judged it by the key it read):
   * what a fully right answer earns (`points_if_correct`, stored for corrections) scaled by pointsOf.
   * The statement reads the question row under a lock, so a correction of its key comes before or after
   * a tap, never between: a tap judged by a row corrected since is judged again (rejudgeStale). It
   * stores a tap only if the game is still on that question with that start, so a step between the two
   * cannot mis-score it, and only if the tap's arrival (`now`, taken before it waited for its batch)
   * came before the reveal (SAVE_ANSWERS_SQL).
   */
  const answerWriter = createBatcher<Tap, LiveStep | undefined>({
    run: (taps) =>
      retryOnceOnConnectionLoss(async () => {
        await learnQuestionStarts(taps);
        const startOf = (tap: Tap) => questionStarts.get(startKey(tap.quizId, tap.questionIndex));
        // the common game lists nobody: no student numbers read
        await learnStudentNumbers(
          taps.filter((tap) => startOf(tap)?.accommodations.length).map((tap) => tap.sessionId),
        );
        const scored = taps.flatMap((tap) => {
          const start = startOf(tap);
          if (!start) return []; // not asked yet
          const elapsed = tap.now.getTime() - start.startedAt.getTime();
          const answerTimeMs = Math.min(INT4_MAX, Math.max(0, elapsed));
          const timeFactor = start.accommodations.length
            ? timeFactorOf(
                { anonymous: false, accommodations: start.accommodations },
                studentNumbers.get(tap.sessionId) ?? '',
              )
            : 1;
          const ifCorrect = pointsIfCorrect({
            scoring: start.scoring,
            questionTime: questionTimeOf(start.questionTime, { timeLimit: tap.timeLimit }),
            answerTimeMs,
            timeFactor,
          });
          const points = pointsOf({
            scoring: start.scoring,
            pointsIfCorrect: ifCorrect,
            fraction: tap.fraction,
          });
          return [{ ...tap, startedAt: start.startedAt, answerTimeMs, pointsIfCorrect: ifCorrect, points }];
        });
        const saved = scored.length ? await repo.saveAnswers(scored, LIVE_TAP_ALLOWANCE_MS) : [];
        await rejudgeStale(scored.filter((_, i) => saved[i]?.stale));
        const stored = new Map(
          scored.map((tap, i) => [`${tap.sessionId} ${tap.questionId}`, saved[i]?.step]),
        );
        return taps.map((tap) => stored.get(`${tap.sessionId} ${tap.questionId}`));
      }),
    key: (tap) => `${tap.sessionId} ${tap.questionId}`,
    maxInFlight: 4,
    maxBatch: 500,
  });

  return {
    submit: (tap: Tap) => answerWriter.submit(tap),
    /** Resolves once the batches under way are committed (the app closes the database after). */
    drained: () => answerWriter.drained(),
  };
}
