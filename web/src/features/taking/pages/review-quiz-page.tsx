import '../taking.css';
import '../review-page.css';
import { isScored } from '@quizzical/common';
import { formatPercent, useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isAnswersHeldBack, useReview } from '../api/get-review';
import { PageLoading } from '../components/page-loading';
import { NoticeButton, QuizNotice } from '../components/quiz-notice';
import { ReviewQuestionCard } from '../components/review/review-question-card';
import { type StoredSession, WithStoredSession } from '../components/stored-session';
import { TakingIcon } from '../components/taking-icons';
import { isTransient, studentErrorText } from '../lib/error-text';

/*
 * Plain elements styled by review-page.css, taking.css and plain-ui.css, as the start and run screens
 * are: a student's phone loads no MUI for the review.
 */

/** /review_quizz/{code}: the student's answers against the correct ones, with the comment and rating. */
export function ReviewQuizPage() {
  const t = useT();
  useDocumentTitle(t('taking.review.title'));
  return <WithStoredSession>{(stored) => <ReviewQuiz {...stored} />}</WithStoredSession>;
}

function ReviewQuiz({ code, sessionId }: StoredSession) {
  const t = useT();
  const review = useReview(code, sessionId);
  if (review.isPending) {
    return <PageLoading />;
  }
  if (review.isError) {
    const transient = isTransient(review.error);
    // held back until the teacher closes the quiz: the page asks again by itself and then shows them
    const heldBack = isAnswersHeldBack(review.error);
    return (
      <div className="ui-container ui-container--sm tk-start-container">
        <h1 className="tk-h4 tk-start-heading">{t('taking.review.title')}</h1>
        <QuizNotice
          tone={transient ? 'error' : 'info'}
          title={studentErrorText(review.error)}
          text={heldBack ? t('taking.review.held_back_hint') : undefined}
          action={
            transient ? (
              <NoticeButton onClick={() => review.refetch()}>{t('common.try_again')}</NoticeButton>
            ) : (
              <RouterLink to={`/end_quizz/${code}`} className="ui-button ui-button--contained">
                {t('taking.review.back_to_score')}
              </RouterLink>
            )
          }
        />
      </div>
    );
  }

  const { quizz, responses } = review.data;
  const responseOf = new Map(responses.questions.map((r) => [r.question, r]));
  const correctCount = responses.questions.filter((r) => r.correct).length;
  // a poll asks an opinion: it is not one of the questions that can be right
  const scoredCount = quizz.questions.filter((q) => isScored(q.type)).length;
  const score = responses.score;

  return (
    <div className="ui-container ui-container--md tk-review">
      <RouterLink to={`/end_quizz/${code}`} className="ui-button ui-button--text tk-review-back">
        <span className="ui-button-start">
          <TakingIcon name="arrowBack" />
        </span>
        {t('taking.review.back_to_score')}
      </RouterLink>
      <h1 className="tk-page-title">{t('taking.review.title')}</h1>
      <p className="ui-secondary tk-review-quiz-title">{quizz.title}</p>

      <div className="ui-card tk-review-summary">
        <div className="tk-review-content tk-review-summary-content">
          <div>
            <p className="ui-body2 ui-secondary">{t('taking.review.score')}</p>
            <p className="tk-review-figure">
              {score === null ? '—' : formatPercent(score / 100, Number.isInteger(score) ? 0 : 1)}
            </p>
          </div>
          <div>
            <p className="ui-body2 ui-secondary">{t('taking.review.correct_answers')}</p>
            <p className="tk-review-figure">
              {correctCount} / {scoredCount}
            </p>
          </div>
          {responses.rating !== null && (
            <div>
              <p className="ui-body2 ui-secondary">{t('taking.survey.your_rating')}</p>
              <p className="tk-review-rating">
                {responses.rating} – {t('taking.survey.rating', { rating: responses.rating })}
              </p>
            </div>
          )}
          {responses.comment && (
            <div className="tk-review-comment">
              <p className="ui-body2 ui-secondary">{t('taking.survey.comment')}</p>
              <p className="tk-review-comment-text">{responses.comment}</p>
            </div>
          )}
        </div>
      </div>

      <div className="tk-review-questions">
        {quizz.questions.map((question, i) => (
          <ReviewQuestionCard
            key={question.id}
            question={question}
            number={i + 1}
            answer={responseOf.get(question.id)?.answer ?? null}
            fraction={responseOf.get(question.id)?.fraction ?? null}
            lang={quizz.language}
          />
        ))}
      </div>
    </div>
  );
}
