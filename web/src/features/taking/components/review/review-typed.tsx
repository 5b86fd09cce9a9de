import type { AnswerValue } from '@quizzical/common';
import { MathText } from '../../../../components/math-text';
import { formatNumber, useLanguage, useT } from '../../../../lib/i18n';
import { hasAnswer } from '../../lib/session-answers';
import { TakingIcon } from '../taking-icons';
import type { Outcome } from './review-outcome';
import type { ReviewQuestion } from './review-types';

/** A number as typed back to the student: every decimal it has, the language's decimal sign. */
const shownNumber = (value: number) => formatNumber(value, { maximumFractionDigits: 20 });

/**
 * A typed answer (text or number) as reviewed: the student's answer, marked by its outcome, and what
 * was right: the accepted texts, or the value with its tolerance.
 */
export function ReviewTyped({
  question,
  answer,
  outcome,
  lang,
}: {
  question: ReviewQuestion;
  answer: AnswerValue | null;
  outcome: Outcome;
  lang: string;
}) {
  const t = useT();
  useLanguage();
  const given = hasAnswer(answer ?? undefined)
    ? typeof answer === 'number'
      ? shownNumber(answer)
      : String(answer)
    : null;
  const right =
    question.type === 'numeric'
      ? question.correct_value === null
        ? []
        : [
            question.tolerance > 0
              ? t('taking.review.value_with_tolerance', {
                  value: shownNumber(question.correct_value),
                  tolerance: shownNumber(question.tolerance),
                })
              : shownNumber(question.correct_value),
          ]
      : question.accepted_answers;
  const tone = outcome === 'correct' ? 'correct' : outcome === 'unanswered' ? 'none' : 'wrong';
  return (
    <dl className="tk-review-typed">
      <div className={`tk-review-typed-row tk-review-typed-row--${tone}`} data-testid="review-given">
        <dt>{t('taking.review.your_answer')}</dt>
        <dd lang={question.type === 'text' ? lang : undefined}>
          {given === null ? <span className="ui-secondary">{t('taking.review.not_answered')}</span> : given}
        </dd>
      </div>
      <div className="tk-review-typed-row tk-review-typed-row--correct" data-testid="review-expected">
        <dt>
          {question.type === 'text' && right.length > 1
            ? t('taking.review.accepted_answers')
            : t('taking.review.correct_answer')}
        </dt>
        <dd lang={question.type === 'text' ? lang : undefined}>
          {right.length > 1 ? (
            <ul className="tk-review-accepted">
              {right.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : (
            right[0]
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * An order as reviewed: the student's (each item marked in or out of its place) beside the right one.
 * The review gives the order as authored item numbers and the items (answer1…) in the right order.
 */
export function ReviewOrder({
  question,
  answer,
  lang,
}: {
  question: ReviewQuestion;
  answer: AnswerValue | null;
  lang: string;
}) {
  const t = useT();
  const items = [question.answer1, question.answer2, question.answer3, question.answer4].filter(
    (text) => text.trim() !== '',
  );
  const given = Array.isArray(answer) ? answer : [];
  return (
    <div className="tk-review-orders">
      <div>
        <h3 className="tk-review-order-title">{t('taking.review.your_order')}</h3>
        {given.length === 0 ? (
          <p className="ui-secondary">{t('taking.review.not_answered')}</p>
        ) : (
          <ol className="tk-review-answers tk-review-order" data-testid="review-your-order">
            {given.map((item, position) => {
              const inPlace = item === position + 1;
              return (
                <li
                  key={item}
                  data-in-place={inPlace || undefined}
                  className={`tk-review-answer ${inPlace ? 'tk-review-answer--correct' : 'tk-review-answer--wrong'}`}
                >
                  <span className="tk-review-answer-mark">
                    <TakingIcon
                      name={inPlace ? 'checkCircle' : 'cancel'}
                      className={inPlace ? 'tk-review-mark--correct' : 'tk-review-mark--wrong'}
                    />
                    <span className="ui-visually-hidden">
                      {t(inPlace ? 'taking.review.in_place' : 'taking.review.out_of_place')}
                    </span>
                  </span>
                  <span aria-hidden="true" className="tk-review-order-number">
                    {position + 1}
                  </span>
                  <div className="tk-review-answer-body">
                    <MathText text={items[item - 1] ?? ''} lang={lang} />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <div>
        <h3 className="tk-review-order-title">{t('taking.review.correct_order')}</h3>
        <ol className="tk-review-answers tk-review-order" data-testid="review-correct-order">
          {items.map((text, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the authored positions are fixed
            <li key={position} className="tk-review-answer">
              <span aria-hidden="true" className="tk-review-order-number">
                {position + 1}
              </span>
              <div className="tk-review-answer-body">
                <MathText text={text} lang={lang} />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
