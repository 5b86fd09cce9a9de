import type { Quiz } from '@quizzical/common';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { REOPEN } from '../../../lib/closing-texts';
import { useT } from '../../../lib/i18n';
import type { PendingAction } from '../lib/use-dashboard-actions';
import { QuizNames } from './quiz-names';

interface DashboardConfirmationsProps {
  pending: PendingAction | null;
  /** The one selected quiz (start, reopen, stop act on it). */
  single: Quiz | null;
  /** Every selected quiz (a delete removes them all). */
  selectedQuizzes: Quiz[];
  loading: Record<PendingAction, boolean>;
  confirm: Record<PendingAction, () => void>;
  onClose(): void;
}

/** The dashboard's yes/no questions before starting, reopening, stopping or deleting quizzes. */
export function DashboardConfirmations({
  pending,
  single,
  selectedQuizzes,
  loading,
  confirm,
  onClose,
}: DashboardConfirmationsProps) {
  const t = useT();
  const dialog = (action: PendingAction) => ({
    open: pending === action,
    loading: loading[action],
    onConfirm: confirm[action],
    onClose,
  });
  return (
    <>
      <ConfirmDialog
        {...dialog('start')}
        title={t('quizzes.dashboard.start_title')}
        text={single ? t('quizzes.dashboard.start_text', { title: single.title, code: single.code }) : ''}
      />
      <ConfirmDialog
        {...dialog('reopen')}
        title={REOPEN.dialogTitle}
        text={single ? REOPEN.dialogText(single.title, single.code) : ''}
      />
      <ConfirmDialog
        {...dialog('stop')}
        title={t('quizzes.dashboard.stop_title')}
        text={t('closing.stop_confirm')}
        details={single && <QuizNames label={t('quizzes.dashboard.stop_names')} quizzes={[single]} />}
      />
      <ConfirmDialog
        {...dialog('delete')}
        title={t('quizzes.dashboard.delete_title')}
        text={t('quizzes.dashboard.delete_text')}
        details={
          <QuizNames
            label={t('quizzes.dashboard.delete_names', { count: selectedQuizzes.length })}
            quizzes={selectedQuizzes}
          />
        }
        danger
      />
    </>
  );
}
