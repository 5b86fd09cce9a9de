import type { AnswerValue } from '@quizzical/common';
import { MathText } from '../../../../components/math-text';
import { ReadAloudButton } from '../../../../components/read-aloud-button';
import { useT } from '../../../../lib/i18n';
import { readQuestion } from '../../lib/spoken-question';
import { QuestionImage } from '../question-image';
import { TakingIcon } from '../taking-icons';
import { ReviewOptions } from './review-options';
import { OutcomeBadge, outcomeOf } from './review-outcome';
import { ReviewOrder, ReviewTyped } from './review-typed';
import type { ReviewQuestion } from './review-types';

/**
 * One question of the review: its outcome, its text and image, the answers by type (options, a typed
 * answer, an order) with the right ones, and the teacher's explanation.
 */
export function ReviewQuestionCard({
  question,
  number,
  answer,
  fraction,
  lang,
}: {
  question: ReviewQuestion;
  number: number;
  answer: AnswerValue | null;
  /** The fraction of the point earned, null for a poll. */
  fraction: number | null;
  /** The quiz's content language: `lang` on the question and answer texts. */
  lang: string;
}) {
  const t = useT();
  const outcome = outcomeOf(answer, fraction, question.type === 'poll');
  const texts = [question.answer1, question.answer2, question.answer3, question.answer4];
  if (question.type === 'true_false') {
    texts[0] = texts[0].trim() || t('taking.types.true');
    texts[1] = texts[1].trim() || t('taking.types.false');
  }
  const typed = question.type === 'text' || question.type === 'numeric';
  return (
    <section
      aria-labelledby={`review-q${number}`}
      data-testid="review-question"
      data-type={question.type}
      className="ui-card"
    >
      <div className="tk-review-content">
        <div className="tk-review-question-top">
          <h2 id={`review-q${number}`} className="tk-review-question-heading">
            {t('taking.question.number', { number })}
          </h2>
          <OutcomeBadge outcome={outcome} fraction={fraction} />
        </div>
        <ReadAloudButton
          className="tk-read-aloud"
          lang={lang}
          readingKey={question.id}
          text={() =>
            readQuestion({
              number,
              text: question.text,
              answers: typed ? [] : texts.map((text, i) => ({ letter: 'ABCD'.charAt(i), text })),
            })
          }
        />
        <div className="tk-review-question-text">
          <MathText text={question.text} component="div" lang={lang} />
        </div>
        {(question.smallImageUrl || question.bigImageUrl) && (
          <div className="tk-review-question-image">
            <QuestionImage small={question.smallImageUrl} big={question.bigImageUrl} number={number} />
          </div>
        )}
        {typed ? (
          <ReviewTyped question={question} answer={answer} outcome={outcome} lang={lang} />
        ) : question.type === 'ordering' ? (
          <ReviewOrder question={question} answer={answer} lang={lang} />
        ) : (
          <ReviewOptions question={question} texts={texts} answer={answer} lang={lang} />
        )}
        {question.explanation.trim() && (
          <div className="tk-review-explanation" data-testid="review-explanation">
            <h3 className="tk-review-explanation-title">
              <TakingIcon name="lightbulb" />
              {t('taking.review.explanation')}
            </h3>
            <MathText text={question.explanation} component="div" lang={lang} />
          </div>
        )}
      </div>
    </section>
  );
}
