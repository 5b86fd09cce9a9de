import '../taking.css';
import '../end-page.css';
import { isScored, QUIZ_STATUS } from '@quizzical/common';
import { useMemo } from 'react';
import { SvgIcon } from '../../../components/svg-icon';
import { useStartQuiz } from '../../../lib/api/taking/get-start-quiz';
import { formatNumber, formatPercent, useT } from '../../../lib/i18n';
import { readQuizFacts } from '../../../lib/local-store';
import { Navigate, Link as RouterLink } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isAnswersHeldBack, useReview } from '../api/get-review';
import { useSession } from '../api/get-session';
import { END_ICONS } from '../components/end-icons';
import { PageLoading } from '../components/page-loading';
import { NoticeButton, QuizNotice } from '../components/quiz-notice';
import { ScoreGauge } from '../components/score-gauge';
import { type StoredSession, useLeaveUnknownSession, WithStoredSession } from '../components/stored-session';
import { SurveyForm } from '../components/survey-form';
import { studentErrorText } from '../lib/error-text';

/** /end_quizz/{code}: thank-you, the score (percentage of correct answers), the survey, the review link. */
export function EndQuizPage() {
  const t = useT();
  useDocumentTitle(t('taking.end.document_title'));
  return <WithStoredSession>{(stored) => <EndQuiz {...stored} />}</WithStoredSession>;
}

function EndQuiz({ code, sessionId }: StoredSession) {
  const t = useT();
  const session = useSession(code, sessionId, { fresh: true });
  // the survey flags come from the start screen; ask the server only when this browser lost them
  const storedFacts = useMemo(() => readQuizFacts(code), [code]);
  const quiz = useStartQuiz(code, { enabled: !storedFacts });
  const facts = storedFacts ?? quiz.data;
  // with review_after 'close' the review link waits for the close: ask the review until it answers
  const envelopeQuiz = session.data?.quizz;
  const waitsForClose =
    !!session.data?.response.finished &&
    !!envelopeQuiz?.answers_available &&
    envelopeQuiz.review_after === 'close' &&
    envelopeQuiz.status !== QUIZ_STATUS.CLOSED;
  const review = useReview(code, sessionId, { enabled: waitsForClose });
  const unknownSession = useLeaveUnknownSession(code, session.error);

  if (session.isPending || unknownSession || (!facts && quiz.isPending)) {
    return <PageLoading />;
  }
  if (session.isError) {
    return (
      <div className="ui-container ui-container--sm tk-start-container">
        <h1 className="tk-h4 tk-start-heading">{t('taking.end.document_title')}</h1>
        <QuizNotice
          title={studentErrorText(session.error)}
          action={<NoticeButton onClick={() => session.refetch()}>{t('common.try_again')}</NoticeButton>}
        />
      </div>
    );
  }
  const response = session.data.response;
  if (!response.finished) return <Navigate to={`/run_quizz/${code}`} replace />;

  // without the quiz's flags (closed quiz, other browser), offer everything: the server ignores what it disables
  const commentAllowed = facts?.comment_allowed ?? true;
  const ratingEnabled = facts?.rating_enabled ?? true;
  const answersAvailable = session.data.quizz.answers_available;
  const heldBack = waitsForClose && (review.isPending || isAnswersHeldBack(review.error));
  const score = response.score ?? 0;
  // a poll is not scored; several answers and orders may earn a part of a point: then the points
  const scored = response.questions.filter((q) => isScored(q.type));
  const total = scored.length;
  const partial = scored.some((q) => q.type === 'multiple' || q.type === 'ordering');
  const points = (score / 100) * total;
  const name = response.first_name;

  // plain elements drawn by end-page.css: the run screen prefetches this page, and MUI with it before
  return (
    <div className="tk-end">
      <div className="ui-container ui-container--sm tk-end-container">
        <div className="tk-end-stack">
          <div className="ui-card tk-end-card--raised">
            <div className="tk-end-content tk-end-content--center">
              <div aria-hidden="true" className="tk-end-trophy">
                <SvgIcon path={END_ICONS.emojiEventsRounded} />
              </div>
              <h1 className="tk-page-title">
                {name ? t('taking.end.thanks_name', { name }) : t('taking.end.thanks')}
              </h1>
              <p className="tk-end-body1 ui-secondary tk-end-finished">
                {facts?.title
                  ? t('taking.end.finished_title', { title: facts.title })
                  : t('taking.end.finished')}
              </p>
              <ScoreGauge score={score} />
              <p className="tk-end-body1 tk-end-score-line">
                {t('taking.end.score', {
                  score: formatPercent(score / 100, Number.isInteger(score) ? 0 : 1),
                })}
              </p>
              {total > 0 && (
                <p className="ui-body2 ui-secondary">
                  {partial
                    ? t('taking.end.points', { points: formatNumber(points), total })
                    : t('taking.end.correct_count', { correct: Math.round(points), total })}
                </p>
              )}
              {/* announced when it changes: the link replaces the note once the teacher closes the quiz */}
              <div aria-live="polite" className="tk-end-review">
                {answersAvailable && heldBack && (
                  <div data-testid="answers-held-back" className="tk-end-held">
                    <SvgIcon path={END_ICONS.lockClockOutlined} />
                    <div>
                      <p className="tk-end-body1 tk-end-strong">{t('errors.taking.answers_held_back')}</p>
                      <p className="ui-body2 ui-secondary">{t('taking.review.held_back_hint')}</p>
                    </div>
                  </div>
                )}
                {answersAvailable && !heldBack && (
                  <RouterLink
                    to={`/review_quizz/${code}`}
                    className="ui-button ui-button--outlined ui-button--large"
                  >
                    <span className="ui-button-start">
                      <SvgIcon path={END_ICONS.factCheckOutlined} />
                    </span>
                    {t('taking.review.review_link')}
                  </RouterLink>
                )}
              </div>
            </div>
          </div>

          {(commentAllowed || ratingEnabled) && (
            <div className="ui-card">
              <div className="tk-end-content">
                <h2 className="tk-h6">{t('taking.end.feedback_title')}</h2>
                <p className="ui-body2 ui-secondary tk-end-feedback-intro">
                  {t('taking.end.feedback_intro')}
                </p>
                <SurveyForm
                  code={code}
                  sessionId={sessionId}
                  commentAllowed={commentAllowed}
                  ratingEnabled={ratingEnabled}
                  initialComment={response.comment}
                  initialRating={response.rating}
                />
              </div>
            </div>
          )}

          <div className="tk-end-home">
            <RouterLink to="/" className="ui-button ui-button--text">
              {t('common.back_home')}
            </RouterLink>
          </div>
        </div>
      </div>
    </div>
  );
}
