import type { AnswerValue } from '@quizzical/common';
import type { ReactNode } from 'react';
import { formatPercent, type MessageKey, useT } from '../../../../lib/i18n';
import { hasAnswer } from '../../lib/session-answers';
import { TakingIcon, type TakingIconName } from '../taking-icons';

/** How a question went: right, partly right (a fraction of the point), wrong, not answered, or a poll. */
export type Outcome = 'correct' | 'partial' | 'incorrect' | 'unanswered' | 'poll';

const OUTCOME: Record<Outcome, { text: MessageKey; icon: TakingIconName }> = {
  correct: { text: 'taking.review.correct', icon: 'checkCircle' },
  partial: { text: 'taking.review.partly_correct', icon: 'checkCircle' },
  incorrect: { text: 'taking.review.incorrect', icon: 'cancel' },
  unanswered: { text: 'taking.review.not_answered', icon: 'removeCircleOutline' },
  poll: { text: 'taking.review.poll', icon: 'poll' },
};

/** The outcome of an answer from the fraction of the point it earned (null: a poll, not scored). */
export function outcomeOf(answer: AnswerValue | null, fraction: number | null, isPoll: boolean): Outcome {
  if (answer === null || !hasAnswer(answer)) return 'unanswered';
  if (isPoll || fraction === null) return 'poll';
  if (fraction >= 1) return 'correct';
  return fraction > 0 ? 'partial' : 'incorrect';
}

export function OutcomeBadge({ outcome, fraction }: { outcome: Outcome; fraction: number | null }) {
  const t = useT();
  const o = OUTCOME[outcome];
  return (
    <span data-outcome={outcome} className={`tk-review-badge tk-review-badge--${outcome}`}>
      <span aria-hidden="true" className="tk-review-badge-icon">
        <TakingIcon name={o.icon} />
      </span>
      {t(o.text, { share: formatPercent(fraction ?? 0) })}
    </span>
  );
}

export function Tag({
  children,
  tone = 'right',
}: {
  children: ReactNode;
  tone?: 'right' | 'wrong' | 'neutral';
}) {
  return (
    <span className={tone === 'right' ? 'tk-review-tag' : `tk-review-tag tk-review-tag--${tone}`}>
      {children}
    </span>
  );
}
