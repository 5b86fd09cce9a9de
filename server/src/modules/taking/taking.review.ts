import { normalizeCode, QUIZ_STATUS, type ReviewResult, type surveyBody } from '@quizzical/common';
import type { z } from 'zod';
import type { QuizEvents } from '../../lib/events';
import type { QuizRow } from '../quizzes/quizzes.table';
import { finalAnswersOf, savedAnswersOf } from './taking.answers';
import {
  answersHeldBack,
  notFinished,
  reviewUnavailable,
  sessionNotFound,
  surveyAlreadySent,
  surveyEmpty,
} from './taking.errors';
import { presentReview } from './taking.presenters';
import type { TakingRepository } from './taking.repository';
import type { SessionAddress, SessionReads } from './taking.session-reads';

/**
 * Correct answers reach a student only when the quiz allows a review and, with `review_after: 'close'`,
 * once it is closed: until then a student could end a second session and read them (docs/decisions/0021-correct-answers-held-back.md).
 */
const correctAnswersHeldBack = (quiz: QuizRow) =>
  quiz.answersAvailable && quiz.reviewAfter === 'close' && quiz.status !== QUIZ_STATUS.CLOSED;

/** After a student's end: the survey (comment, rating) and the review of their answers. */
export function createAfterEnd({
  repo,
  events,
  reads,
}: {
  repo: Pick<TakingRepository, 'updateSurvey' | 'answersOf'>;
  events: Pick<QuizEvents, 'publish'>;
  reads: Pick<SessionReads, 'loadQuiz' | 'sessionOf' | 'isSessionOf'>;
}) {
  return {
    async survey(address: SessionAddress, body: z.output<typeof surveyBody>) {
      const { session, quiz } = await reads.sessionOf(address);
      if (!session.finished) throw notFinished();
      const values: { comment?: string; rating?: number | null } = {};
      if (quiz.commentAllowed && body.comment !== undefined) values.comment = body.comment ?? '';
      if (quiz.ratingEnabled && body.rating !== undefined) values.rating = body.rating ?? null;
      // an empty 'Send' would lock the survey with nothing in it: refuse it when the quiz takes one
      const gave = (values.comment ?? '').trim() !== '' || (values.rating ?? null) !== null;
      if ((quiz.commentAllowed || quiz.ratingEnabled) && !gave) throw surveyEmpty();
      // sent once: an empty survey is refused above, so a comment or a rating means it was sent
      if (session.comment.trim() !== '' || session.rating !== null) throw surveyAlreadySent();
      if (Object.keys(values).length) {
        // the statement checks it again: of two sends at once, one is stored
        if (!(await repo.updateSurvey(session.id, values))) throw surveyAlreadySent();
        events.publish(quiz.id);
      }
      return {
        comment: values.comment ?? session.comment,
        rating: values.rating === undefined ? session.rating : values.rating,
      };
    },

    async review(address: SessionAddress): Promise<ReviewResult> {
      // Nothing about the quiz before the session is known: an unknown code answers as an unknown session.
      if (!(await reads.isSessionOf(address))) throw sessionNotFound();
      // End pages poll this until the quiz closes: refused from the cached quiz and the known session.
      const cached = await reads.loadQuiz(normalizeCode(address.code));
      if (cached && correctAnswersHeldBack(cached.quiz)) throw answersHeldBack();
      const { session, quiz, questions } = await reads.sessionOf(address);
      if (!quiz.answersAvailable) throw reviewUnavailable();
      if (correctAnswersHeldBack(quiz)) throw answersHeldBack();
      if (!session.finished) throw notFinished();
      // a class that waited for the close asks at once: the finished row carries its answers
      const answers =
        session.finalAnswers !== null
          ? finalAnswersOf(session.finalAnswers, questions)
          : savedAnswersOf(await repo.answersOf(session.id), questions);
      return presentReview(session, quiz, questions, answers);
    },
  };
}
