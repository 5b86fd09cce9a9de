import type { AnswerValue } from '@quizzical/common';
import { MathText } from '../../../../components/math-text';
import { useT } from '../../../../lib/i18n';
import { TakingIcon } from '../taking-icons';
import { Tag } from './review-outcome';
import type { ReviewQuestion } from './review-types';

/** One option as reviewed: marked right, or wrong when chosen; tagged 'your answer', 'correct answer'. */
function ReviewAnswer({
  text,
  lang,
  isCorrect,
  isChosen,
  isPoll,
}: {
  text: string;
  /** The quiz's content language. */
  lang: string;
  isCorrect: boolean;
  isChosen: boolean;
  isPoll: boolean;
}) {
  const t = useT();
  const wrongChoice = isChosen && !isCorrect && !isPoll;
  // a poll's choice is neither right nor wrong: drawn in the app's colour
  const tone = isCorrect
    ? ' tk-review-answer--correct'
    : wrongChoice
      ? ' tk-review-answer--wrong'
      : isChosen
        ? ' tk-review-answer--chosen'
        : '';
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
            {isChosen && (
              <Tag tone={isPoll ? 'neutral' : wrongChoice ? 'wrong' : 'right'}>
                {t('taking.review.your_answer')}
              </Tag>
            )}
            {isCorrect && <Tag>{t('taking.review.correct_answer')}</Tag>}
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The options of a question that has them (one answer, true/false, several answers, a poll): the right
 * ones marked, the student's tagged. `texts`: answer1…answer4, a true/false's named when left empty.
 */
export function ReviewOptions({
  question,
  texts,
  answer,
  lang,
}: {
  question: ReviewQuestion;
  texts: string[];
  answer: AnswerValue | null;
  lang: string;
}) {
  const chosen = (n: number) => (Array.isArray(answer) ? answer.includes(n) : answer === n);
  const correct = (n: number) =>
    question.type === 'multiple'
      ? question.correct_answers.includes(n)
      : question.type !== 'poll' && question.correct_answer === n;
  return (
    <ul className="tk-review-answers">
      {texts.map((text, i) =>
        text.trim() ? (
          <ReviewAnswer
            // biome-ignore lint/suspicious/noArrayIndexKey: the four answer positions are fixed
            key={i}
            text={text}
            lang={lang}
            isCorrect={correct(i + 1)}
            isChosen={chosen(i + 1)}
            isPoll={question.type === 'poll'}
          />
        ) : null,
      )}
    </ul>
  );
}
