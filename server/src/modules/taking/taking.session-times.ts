import { normalizeCode } from '@quizzical/common';
import type { AppConfig } from '../../config';
import { isoMicro } from '../../lib/dates';
import type { QuizEvents } from '../../lib/events';
import type { QuizRow } from '../quizzes/quizzes.table';
import { sessionNotFound } from './taking.errors';
import type { TakingRepository } from './taking.repository';
import type { SessionAddress } from './taking.session-reads';

/** A session's end once it has begun: read by the run screen, moved by extra time or a new schedule. */
export function createSessionTimes({
  repo,
  config,
  events,
}: {
  repo: Pick<TakingRepository, 'findSession' | 'extendSession' | 'refitSessionEnds'>;
  config: Pick<AppConfig, 'now'>;
  events: Pick<QuizEvents, 'publish'>;
}) {
  return {
    /**
     * The end of a session's time as it is now, for the run screen's light poll: a teacher may have
     * moved it (extra time), or corrected the questions (the quiz's revision). One primary-key read, no questions.
     */
    async sessionTime(address: SessionAddress) {
      const session = await repo.findSession({
        code: normalizeCode(address.code),
        sessionId: address.sessionId,
      });
      if (!session) throw sessionNotFound();
      return {
        end_date: isoMicro(session.endDate),
        finished: session.finished,
        now_date: isoMicro(config.now()),
        revision: session.quizRevision,
      };
    },

    /**
     * More time for one unfinished session of a quiz the caller owns (the results module checks it):
     * undefined for no such participant, `moved: false` once the session has ended.
     */
    async grantExtraTime(grant: { quizId: number; participantId: string; minutes: number }) {
      const result = await repo.extendSession(grant);
      // the report's "still answering" and the participant's end change
      if (result?.moved) events.publish(grant.quizId);
      return result;
    },

    /**
     * The quiz's schedule or accommodations changed: every unfinished session's end is computed again
     * (duration times the student's factor, capped by the deadline, plus the minutes granted to them).
     * A hosted game's sessions are paced by its host and stay as they are.
     */
    async refitSessionEnds(quiz: QuizRow) {
      if (quiz.hosted) return 0;
      const moved = await repo.refitSessionEnds({
        quizId: quiz.id,
        durationMinutes: quiz.duration,
        accommodations: quiz.anonymous ? [] : quiz.accommodations,
        closesAt: quiz.closesAt,
      });
      if (moved > 0) events.publish(quiz.id);
      return moved;
    },
  };
}
