import { timeFactorOf } from '@quizzical/common';
import type { DbOrTx } from '../../db/client';
import { fractionOf } from './live.answer-rule';
import type { UnscoredAnswer } from './live.answers.repository';
import type { LiveRepository } from './live.repository';
import { pointsIfCorrect, pointsOf } from './live.scoring';

/**
 * An answer stored before taps kept their points if right (all one choice): a right one earned them
 * (its `points`); the others' are computed as their tap would have, with the quiz's scoring, the
 * question's time and the player's time factor as they are now (the game's moment is gone).
 */
const pointsIfCorrectOf = (answer: UnscoredAnswer) =>
  answer.oneChoice && answer.points > 0
    ? answer.points
    : pointsIfCorrect({
        scoring: answer.scoring,
        questionTime: answer.questionTime,
        answerTimeMs: answer.answerTimeMs,
        timeFactor: timeFactorOf(answer, answer.studentNumber),
      });

type RescoreRepo = Pick<
  LiveRepository,
  'keysToRescore' | 'unscored' | 'setPointsIfCorrect' | 'answersToRescore' | 'setPoints'
>;

/**
 * A hosted game's answers to `questionIds` scored again by their keys as they are now, by the rule a
 * tap is scored by: pointsOf(the tap's points if right, common's answerFraction of its stored answer or
 * response). Run in the transaction of a correction that changed those keys (every answer), or of a
 * batch of taps judged by a key corrected before they were stored (those taps' `sessionIds` only).
 * Absolute values, committed with the correction or not at all, so doing it again changes nothing;
 * every instance's standings follow the quiz's revision.
 */
export async function rescoreHostedAnswers(
  repo: RescoreRepo,
  target: { quizId: number; questionIds: number[]; sessionIds?: string[] },
  tx: DbOrTx,
) {
  if (target.questionIds.length === 0) return;
  const keys = new Map((await repo.keysToRescore(target, tx)).map((question) => [question.id, question]));
  if (!target.sessionIds) {
    const unscored = await repo.unscored(target, tx);
    await repo.setPointsIfCorrect(
      unscored.map((answer) => ({ ...answer, pointsIfCorrect: pointsIfCorrectOf(answer) })),
      tx,
    );
  }
  const moved = (await repo.answersToRescore(target, tx)).flatMap((answer) => {
    const question = keys.get(answer.questionId);
    if (!question) return [];
    const points = pointsOf({ ...answer, fraction: fractionOf(question, answer) });
    return points === answer.points ? [] : [{ ...answer, points }];
  });
  await repo.setPoints(moved, tx);
}
