import '../taking.css';
import '../review-page.css';
import type { ReviewResult } from '@quizzical/common';
import type { ReactNode } from 'react';
import { MathText } from '../../../components/math-text';
import { ReadAloudButton } from '../../../components/read-aloud-button';
import { formatPercent, type MessageKey, useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isAnswersHeldBack, useReview } from '../api/get-review';
import { PageLoading } from '../components/page-loading';
import { QuestionImage } from '../components/question-image';
import { NoticeButton, QuizNotice } from '../components/quiz-notice';
import { type StoredSession, WithStoredSession } from '../components/stored-session';
import { TakingIcon, type TakingIconName } from '../components/taking-icons';
import { isTransient, studentErrorText } from '../lib/error-text';
import { readQuestion } from '../lib/spoken-question';

/*
 * Plain elements styled by review-page.css, taking.css and plain-ui.css, as the start and run screens
 * are: a student's phone loads no MUI for the review.
 */

type Outcome = 'correct' | 'incorrect' | 'unanswered';

const OUTCOME: Record<Outcome, { text: MessageKey; icon: TakingIconName }> = {
  correct: { text: 'taking.review.correct', icon: 'checkCircle' },
  incorrect: { text: 'taking.review.incorrect', icon: 'cancel' },
  unanswered: { text: 'taking.review.not_answered', icon: 'removeCircleOutline' },
};

function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  const t = useT();
  const o = OUTCOME[outcome];
  return (
    <span data-outcome={outcome} className={`tk-review-badge tk-review-badge--${outcome}`}>
      <span aria-hidden="true" className="tk-review-badge-icon">
        <TakingIcon name={o.icon} />
      </span>
      {t(o.text)}
    </span>
  );
}

function Tag({ children, wrong = false }: { children: ReactNode; wrong?: boolean }) {
  return <span className={wrong ? 'tk-review-tag tk-review-tag--wrong' : 'tk-review-tag'}>{children}</span>;
}

type ReviewQuestion = ReviewResult['quizz']['questions'][number];

function ReviewAnswer({
  text,
  lang,
  isCorrect,
  isChosen,
}: {
  text: string;
  /** The quiz's content language. */
  lang: string;
  isCorrect: boolean;
  isChosen: boolean;
}) {
  const t = useT();
  const wrongChoice = isChosen && !isCorrect;
  const tone = isCorrect ? ' tk-review-answer--correct' : wrongChoice ? ' tk-review-answer--wrong' : '';
  return (
    <li
      data-correct={isCorrect || undefined}
      data-chosen={isChosen || undefined}
      className={`tk-review-answer${tone}`}
    >
      <span aria-hidden="true" className="tk-review-answer-mark">
        {isCorrect ? (
          <TakingIcon name="checkCircle" className="tk-review-mark--correct" />
        ) : wrongChoice ? (
          <TakingIcon name="cancel" className="tk-review-mark--wrong" />
        ) : (
          <div className="tk-review-answer-blank" />
        )}
      </span>
      <div className="tk-review-answer-body">
        <MathText text={text} lang={lang} />
        {(isCorrect || isChosen) && (
          <div className="tk-review-tags">
            {isChosen && <Tag wrong={!isCorrect}>{t('taking.review.your_answer')}</Tag>}
            {isCorrect && <Tag>{t('taking.review.correct_answer')}</Tag>}
          </div>
        )}
      </div>
    </li>
  );
}

function ReviewQuestionCard({
  question,
  number,
  answer,
  lang,
}: {
  question: ReviewQuestion;
  number: number;
  answer: number | null;
  /** The quiz's content language: `lang` on the question and answer texts. */
  lang: string;
}) {
  const t = useT();
  const outcome: Outcome =
    answer === null ? 'unanswered' : answer === question.correct_answer ? 'correct' : 'incorrect';
  const texts = [question.answer1, question.answer2, question.answer3, question.answer4];
  return (
    <section aria-labelledby={`review-q${number}`} data-testid="review-question" className="ui-card">
      <div className="tk-review-content">
        <div className="tk-review-question-top">
          <h2 id={`review-q${number}`} className="tk-review-question-heading">
            {t('taking.question.number', { number })}
          </h2>
          <OutcomeBadge outcome={outcome} />
        </div>
        <ReadAloudButton
          className="tk-read-aloud"
          text={readQuestion({
            number,
            text: question.text,
            answers: texts.map((text, i) => ({ letter: 'ABCD'.charAt(i), text })),
          })}
        />
        <div className="tk-review-question-text">
          <MathText text={question.text} component="div" lang={lang} />
        </div>
        {(question.smallImageUrl || question.bigImageUrl) && (
          <div className="tk-review-question-image">
            <QuestionImage small={question.smallImageUrl} big={question.bigImageUrl} number={number} />
          </div>
        )}
        <ul className="tk-review-answers">
          {texts.map((text, i) =>
            text.trim() ? (
              <ReviewAnswer
                // biome-ignore lint/suspicious/noArrayIndexKey: the four answer positions are fixed
                key={i}
                text={text}
                lang={lang}
                isCorrect={question.correct_answer === i + 1}
                isChosen={answer === i + 1}
              />
            ) : null,
          )}
        </ul>
      </div>
    </section>
  );
}

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
  // the single-answer cards: other types' answers are not numbers
  const answerOf = new Map(
    responses.questions.map((r) => [r.question, typeof r.answer === 'number' ? r.answer : null]),
  );
  const correctCount = responses.questions.filter((r) => r.correct).length;
  const score = responses.score;

  return (
    <div className="ui-container ui-container--md tk-review">
      <RouterLink to={`/end_quizz/${code}`} className="ui-button ui-button--text tk-review-back">
        <span className="ui-button-start">
          <TakingIcon name="arrowBack" />
        </span>
        {t('taking.review.back_to_score')}
      </RouterLink>
      <h1 className="tk-review-title">{t('taking.review.title')}</h1>
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
              {correctCount} / {quizz.questions.length}
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
            answer={answerOf.get(question.id) ?? null}
            lang={quizz.language}
          />
        ))}
      </div>
    </div>
  );
}
