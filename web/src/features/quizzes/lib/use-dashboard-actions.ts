import type { Quiz } from '@quizzical/common';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useExportQuestionBank, useExportQuizzes } from '../../../lib/api/quizzes/export-quizzes';
import { useReopenQuiz } from '../../../lib/api/quizzes/reopen-quiz';
import { useStopQuiz } from '../../../lib/api/quizzes/stop-quiz';
import { REOPEN } from '../../../lib/closing-texts';
import { useT } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { useDeleteQuizzes } from '../api/delete-quizzes';
import { useDuplicateQuiz } from '../api/duplicate-quiz';
import { useStartQuiz } from '../api/start-quiz';
import type { QuestionBankFormat } from '../components/export-formats-button';
import { errorMessage } from './error-message';
import { exportNoticeTexts } from './export-notices';
import { isFreePlanError } from './use-free-plan';

/** The action that waits for the teacher's yes in a confirmation dialog. */
export type PendingAction = 'start' | 'reopen' | 'stop' | 'delete';

interface DashboardActionsInput {
  /** The selected quizzes' codes. */
  selected: string[];
  setSelected(codes: string[]): void;
  /** The one selected quiz, when exactly one is. */
  single: Quiz | null;
  /** Says that the free plan is full, instead of an error. */
  showFreePlanBanner(): void;
}

/**
 * What the dashboard's toolbar does to the selected quizzes: the mutations, the action waiting for its
 * confirmation, and what each says when it succeeds or fails.
 */
export function useDashboardActions({
  selected,
  setSelected,
  single,
  showFreePlanBanner,
}: DashboardActionsInput) {
  const t = useT();
  const navigate = useNavigate();
  const { showSuccess, showError, showInfo } = useSnackbar();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const start = useStartQuiz();
  const stop = useStopQuiz();
  const reopen = useReopenQuiz();
  const duplicate = useDuplicateQuiz();
  const remove = useDeleteQuizzes();
  const exportQuizzes = useExportQuizzes();
  const exportQuestionBank = useExportQuestionBank();

  /**
   * A confirmed action's callbacks: the dialog closes whatever the answer; a refusal is said, by the free
   * plan's banner for an action that can meet its limit.
   */
  const afterConfirm = <T>(onSuccess: (value: T) => void, failedText: string, mayMeetFreePlan = false) => ({
    onSuccess: (value: T) => {
      setPending(null);
      onSuccess(value);
    },
    onError: (error: unknown) => {
      setPending(null);
      if (mayMeetFreePlan && isFreePlanError(error)) showFreePlanBanner();
      else showError(errorMessage(error, failedText));
    },
  });
  const openResults = (quiz: Quiz) => navigate(`/quizz/detail/${quiz.code}`);
  const exportFailed = (error: unknown) =>
    showError(errorMessage(error, t('quizzes.dashboard.export_failed')));

  const confirm: Record<PendingAction, () => void> = {
    start: () =>
      single && start.mutate(single.code, afterConfirm(openResults, t('quizzes.dashboard.start_failed'))),
    reopen: () => single && reopen.mutate(single.code, afterConfirm(openResults, REOPEN.failed, true)),
    stop: () =>
      single &&
      stop.mutate(
        single.code,
        afterConfirm(() => showSuccess(t('quizzes.dashboard.stopped')), t('quizzes.dashboard.stop_failed')),
      ),
    delete: () =>
      remove.mutate(
        selected,
        afterConfirm(() => {
          setSelected([]);
          showSuccess(t('quizzes.dashboard.deleted', { count: selected.length }));
        }, t('quizzes.dashboard.delete_failed')),
      ),
  };

  return {
    pending,
    setPending,
    confirm,
    loading: {
      start: start.isPending,
      reopen: reopen.isPending,
      stop: stop.isPending,
      delete: remove.isPending,
    } satisfies Record<PendingAction, boolean>,
    busy: {
      duplicate: duplicate.isPending,
      export: exportQuizzes.isPending || exportQuestionBank.isPending,
    },
    duplicate: (quiz: Quiz) =>
      duplicate.mutate(quiz.code, {
        onSuccess: (copy) => {
          setSelected([copy.code]);
          showSuccess(t('quizzes.dashboard.duplicated'));
        },
        onError: (error) =>
          isFreePlanError(error)
            ? showFreePlanBanner()
            : showError(errorMessage(error, t('quizzes.dashboard.duplicate_failed'))),
      }),
    exportWorkbook: () => exportQuizzes.mutate(selected, { onError: exportFailed }),
    exportAs: (format: QuestionBankFormat) =>
      exportQuestionBank.mutate(
        { codes: selected, format },
        {
          // what the format could not hold, said once the file is saved
          onSuccess: ({ result }) => {
            const notices = exportNoticeTexts(result.notices, t);
            if (notices.length > 0) showInfo(notices.join(' '));
          },
          onError: exportFailed,
        },
      ),
  };
}
