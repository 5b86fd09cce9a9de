import { timeFactorOf } from '@quizzical/common';
import type { DbOrTx } from '../../db/client';
import type { UnscoredAnswer } from './live.answers.repository';
import type { LiveRepository } from './live.repository';
import { pointsIfCorrect } from './live.scoring';

/**
 * An answer stored before taps kept their points if right: a right one earned them (its `points`); a
 * wrong one's are computed as its tap would have, with the quiz's scoring, question time and the
 * player's time factor as they are now (the game's moment is gone).
 */
const pointsIfCorrectOf = (answer: UnscoredAnswer) =>
  answer.points > 0
    ? answer.points
    : pointsIfCorrect({
        scoring: answer.scoring,
        questionTime: answer.questionTime,
        answerTimeMs: answer.answerTimeMs,
        timeFactor: timeFactorOf(answer, answer.studentNumber),
      });

/**
 * A hosted game's answers to questions whose key a correction changed, scored again inside the
 * correction's transaction: each earns the points if right its tap stored, or 0, by the key now. Absolute
 * values, committed with the correction or not at all, so the instance that takes the correction does it
 * once, and doing it again changes nothing; every instance's standings follow the quiz's revision.
 */
export async function rescoreHostedAnswers(
  repo: Pick<LiveRepository, 'unscored' | 'setPointsIfCorrect' | 'rescore'>,
  target: { quizId: number; questionIds: number[] },
  tx: DbOrTx,
) {
  if (target.questionIds.length === 0) return;
  const unscored = await repo.unscored(target, tx);
  await repo.setPointsIfCorrect(
    unscored.map((answer) => ({ ...answer, pointsIfCorrect: pointsIfCorrectOf(answer) })),
    tx,
  );
  await repo.rescore(target, tx);
}
