import { QUIZ_STATUS } from '@quizzical/common';
import { useT } from '../../../lib/i18n';
import '../dashboard.css';
import { STATUS_LABELS } from '../lib/quiz-format';

const CLASSES: Record<number, string> = {
  [QUIZ_STATUS.NOT_STARTED]: 'dash-chip',
  [QUIZ_STATUS.STARTED]: 'dash-chip dash-chip--success',
  [QUIZ_STATUS.CLOSED]: 'dash-chip dash-chip--error',
};

/**
 * Quizz status (spec §2): grey not started, green started, red closed. A small Chip's look drawn by
 * dashboard.css (.dash-chip): no style computed at run time.
 */
export function StatusChip({ status }: { status: number }) {
  const t = useT();
  const label = STATUS_LABELS[status];
  return (
    <div className={CLASSES[status] ?? 'dash-chip'}>
      <span className="dash-chip-label">{label ? t(label) : String(status)}</span>
    </div>
  );
}
