import { QUIZ_STATUS, type Quiz, type User } from '@quizzical/common';
import type { Db } from '../../db/client';
import type { QuizEvents } from '../../lib/events';
import type { PlansService } from '../plans/plans.service';
import type { TakingService } from '../taking/taking.service';
import { alreadyClosed, alreadyStarted, hostedNotReopened, notStarted } from './quizzes.errors';
import type { QuizzesRepository } from './quizzes.repository';
import type { QuizRow } from './quizzes.table';

export interface QuizStatusDeps {
  db: Db;
  repo: Pick<QuizzesRepository, 'lockOwner' | 'moveStatus' | 'dropPastDeadline'>;
  events: QuizEvents;
  taking: Pick<TakingService, 'finishAll'>;
  plans: Pick<PlansService, 'assertMayAddActiveQuiz'>;
  now: () => Date;
  /** The quiz if `user` owns it, else 404 (the service's owner check). */
  owned: (user: User, code: string) => Promise<QuizRow>;
  /** The owner's view of the quiz, as the status calls answer it. */
  get: (user: User, code: string) => Promise<Quiz>;
}

/**
 * A quiz's status moves: not started -> started -> closed, and closed -> started again. Each move is one
 * conditional update, so of two at once one wins; open results pages and every instance's student
 * cache hear of it.
 */
export function createQuizStatus({ db, repo, events, taking, plans, now, owned, get }: QuizStatusDeps) {
  /** After a move: every instance drops its student copy, open results pages refetch. */
  function announce(quiz: QuizRow) {
    events.quizChanged(quiz.id, quiz.code);
    events.publish(quiz.id);
  }

  /**
   * A closed quiz started again (2 -> 1): students join again, and the sessions that had finished stay
   * finished (nothing but the status changes). It counts as one more active quiz, so the free plan's
   * limit is checked under the owner's lock, as for a new quiz. A game hosted live has ended with its
   * podium: it is not reopened (a copy plays again).
   */
  async function reopen(user: User, quiz: QuizRow) {
    if (quiz.hosted) throw hostedNotReopened();
    const moved = await db.transaction(async (tx) => {
      await repo.lockOwner(user.id, tx);
      await plans.assertMayAddActiveQuiz(user, tx);
      const reopened = await repo.moveStatus(
        { quizId: quiz.id, from: QUIZ_STATUS.CLOSED, to: QUIZ_STATUS.STARTED },
        tx,
      );
      // reopened for a late student after the deadline: the passed deadline goes, else the scheduler
      // would close the quiz again at once (a deadline still ahead stays)
      if (reopened) await repo.dropPastDeadline(quiz.id, now(), tx);
      return reopened;
    });
    if (!moved) throw alreadyStarted();
    announce(quiz);
    return get(user, quiz.code);
  }

  return {
    /** Starts a quiz not started (0 -> 1), or reopens a closed one (2 -> 1). */
    async start(user: User, code: string) {
      const quiz = await owned(user, code);
      if (quiz.status === QUIZ_STATUS.CLOSED) return reopen(user, quiz);
      const moved = await repo.moveStatus({
        quizId: quiz.id,
        from: QUIZ_STATUS.NOT_STARTED,
        to: QUIZ_STATUS.STARTED,
      });
      if (!moved) throw alreadyStarted();
      announce(quiz);
      return get(user, code);
    },

    async stop(user: User, code: string) {
      const quiz = await owned(user, code);
      const moved = await repo.moveStatus({
        quizId: quiz.id,
        from: QUIZ_STATUS.STARTED,
        to: QUIZ_STATUS.CLOSED,
      });
      if (!moved) throw quiz.status === QUIZ_STATUS.CLOSED ? alreadyClosed() : notStarted();
      // a hosted game closed before its podium ends its sessions as the podium does: they were opened
      // for a day, paced by the host, who has now stopped; other quizzes' students keep the rest of
      // their time after a close
      if (quiz.hosted) await taking.finishAll(quiz.id);
      announce(quiz);
      return get(user, code);
    },
  };
}
