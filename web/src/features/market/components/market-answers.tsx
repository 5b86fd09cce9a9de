import type { MarketQuestion } from '@quizzical/common';
import { ANSWER_FIELDS, ANSWER_LETTERS } from '@quizzical/common';
import { MathText } from '../../../components/math-text';
import { QUESTION_TYPE_LABELS } from '../../../components/question-type-labels';
import { getLanguage, useT } from '../../../lib/i18n';
import { MarketIcon } from './market-icons';

/** A number as set, in the language on screen. */
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : new Intl.NumberFormat(getLanguage(), { maximumFractionDigits: 10 }).format(value);

function CorrectMark() {
  const t = useT();
  return (
    <div className="mk-correct">
      <MarketIcon name="checkCircle" className="mk-icon--small" />
      <span className="mk-correct-label">{t('market.card.correct')}</span>
    </div>
  );
}

/**
 * A market question's answers and key, for its type: the options with the correct ones marked (one or
 * several, true/false by name, none for a poll), an ordering's items in their correct order, a typed
 * question's accepted answers, a number with its tolerance.
 */
export function MarketAnswers({ question: q }: { question: MarketQuestion }) {
  const t = useT();
  const type = q.question_type ?? 'single';
  const typeLabel = type !== 'single' && (
    <p className="ui-body2 mk-strong">{t(QUESTION_TYPE_LABELS[type])}</p>
  );
  if (type === 'text' || type === 'numeric') {
    return (
      <>
        {typeLabel}
        <ol className="mk-answers">
          <li className="mk-answer mk-answer--correct">
            <div className="mk-answer-text">
              {type === 'text'
                ? (q.accepted_answers ?? []).map((a) => `“${a}”`).join(' · ')
                : `${numberText(q.correct_value)}${q.tolerance ? ` ± ${numberText(q.tolerance)}` : ''}`}
            </div>
            <CorrectMark />
          </li>
        </ol>
      </>
    );
  }
  const isCorrect = (slot: number) =>
    type === 'multiple'
      ? (q.correct_answers ?? []).includes(slot)
      : (type === 'single' || type === 'true_false') && q.correct_answer === slot;
  const texts = ANSWER_FIELDS.map((field, i) =>
    q[field] || type !== 'true_false' || i > 1
      ? q[field]
      : t(i === 0 ? 'components.question_fields.true' : 'components.question_fields.false'),
  );
  // an ordering's items are numbered in their correct order
  const marks = type === 'ordering' ? ['1', '2', '3', '4'] : ANSWER_LETTERS;
  return (
    <>
      {typeLabel}
      <ol className="mk-answers">
        {texts.map((text, i) => {
          if (!text) return null;
          const correct = isCorrect(i + 1);
          return (
            <li key={ANSWER_FIELDS[i]} className={correct ? 'mk-answer mk-answer--correct' : 'mk-answer'}>
              <div aria-hidden="true" className="mk-answer-letter">
                {marks[i]}
              </div>
              <div className="mk-answer-text">
                <span className="ui-visually-hidden">{`${marks[i]}: `}</span>
                <MathText text={text} lang={q.language} />
              </div>
              {correct && <CorrectMark />}
            </li>
          );
        })}
      </ol>
    </>
  );
}
