import type { AnswerValue, SessionQuestion } from '@quizzical/common';
import type { Ref } from 'react';
import { MathText } from '../../../components/math-text';
import { ReadAloudButton } from '../../../components/read-aloud-button';
import { useT } from '../../../lib/i18n';
import type { JournalState } from '../lib/answer-journal';
import type { AnswerSlot } from '../lib/session-answers';
import { readQuestion } from '../lib/spoken-question';
import { QuestionAnswers } from './answers/question-answers';
import { EndQuizButton } from './end-quiz-button';
import { QuestionImage } from './question-image';
import { SaveStatus } from './save-status';
import { TakingIcon } from './taking-icons';
import '../taking.css';

/**
 * The run screen's question: progress, heading, text, image, the answers, and the way on. Plain elements
 * styled by taking.css (MUI's components cost the first render their run-time styles).
 */
export function QuestionCard(props: {
  question: SessionQuestion;
  index: number;
  total: number;
  answeredCount: number;
  title?: string;
  /** The quiz's content language: `lang` on the question and answer texts. */
  lang?: string;
  slots: AnswerSlot[];
  /** the answer given, if any (a stored number, stored numbers, a text, a number, an order) */
  answer: AnswerValue | undefined;
  saveState: JournalState;
  ending: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  cardRef: Ref<HTMLDivElement>;
  /** `advance`: a single choice made, go on to the next question */
  onAnswer(answer: AnswerValue, advance: boolean): void;
  onMove(to: number): void;
  onEnd(): void;
}) {
  const t = useT();
  const { question, index, total, answeredCount, slots, ending } = props;
  const number = index + 1;
  const isLast = index === total - 1;
  const unanswered = total - answeredCount;
  const value = total ? (answeredCount / total) * 100 : 0;
  return (
    <div ref={props.cardRef} className="ui-card tk-question">
      <div
        role="progressbar"
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t('taking.question.progress', { answered: answeredCount, total })}
        className="tk-progress"
      >
        <span className="tk-progress-bar" style={{ transform: `translateX(${value - 100}%)` }} />
      </div>
      <div className="ui-card-content">
        <div className="tk-question-top">
          <h1 ref={props.headingRef} tabIndex={-1} className="tk-question-heading">
            {t('taking.question.heading', { number, total })}
          </h1>
          <SaveStatus state={props.saveState} />
        </div>
        {props.title && <p className="tk-question-title">{props.title}</p>}
        <ReadAloudButton
          className="tk-read-aloud"
          lang={props.lang}
          readingKey={question.id}
          text={() => readQuestion({ number, text: question.text, answers: slots })}
        />

        <div className="tk-question-text">
          <MathText text={question.text} component="div" lang={props.lang} />
        </div>
        {(question.smallImageUrl || question.bigImageUrl) && (
          <div className="tk-question-image">
            <QuestionImage
              key={question.id}
              small={question.smallImageUrl}
              big={question.bigImageUrl}
              number={number}
            />
          </div>
        )}

        <QuestionAnswers
          question={question}
          number={number}
          slots={slots}
          answer={props.answer}
          lang={props.lang}
          disabled={ending}
          onAnswer={props.onAnswer}
          onNext={() => props.onMove(index + 1)}
        />

        <hr className="tk-divider" />
        <div className="tk-question-moves">
          <button
            type="button"
            className="ui-button ui-button--outlined"
            onClick={() => props.onMove(index - 1)}
            disabled={index === 0}
          >
            <span className="ui-button-start">
              <TakingIcon name="arrowBack" />
            </span>
            {t('taking.question.previous')}
          </button>
          {isLast ? (
            <EndQuizButton startIcon={<TakingIcon name="flag" />} ending={ending} onEnd={props.onEnd} />
          ) : (
            <button
              type="button"
              className="ui-button ui-button--contained"
              onClick={() => props.onMove(index + 1)}
            >
              {t('taking.question.next')}
              <span className="ui-button-end">
                <TakingIcon name="arrowForward" />
              </span>
            </button>
          )}
        </div>
        {isLast && unanswered > 0 && (
          <p className="tk-unanswered">{t('taking.question.unanswered', { count: unanswered })}</p>
        )}
      </div>
    </div>
  );
}
