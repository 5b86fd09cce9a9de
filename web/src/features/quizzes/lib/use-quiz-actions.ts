import { MESSAGES, type Quiz } from '@quizzical/common';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useExportQuestionBank, useExportQuizzes } from '../../../lib/api/quizzes/export-quizzes';
import { useStopQuiz } from '../../../lib/api/quizzes/stop-quiz';
import { useNavigate } from '../../../lib/router';
import { useDeleteQuizzes } from '../api/delete-quizzes';
import { useDuplicateQuiz } from '../api/duplicate-quiz';
import { useStartQuiz } from '../api/start-quiz';
import type { QuestionBankFormat } from '../components/export-formats-button';
import { errorMessage } from './error-message';
import { isFreePlanError } from './use-free-plan';

/** The action waiting for the teacher's confirmation. */
export type PendingAction = 'start' | 'stop' | 'delete' | null;

/**
 * What the dashboard does to the selected quizzes: each action runs its request and tells the teacher
 * how it went (snackbar, or the free-plan banner when the plan is full). Start, stop and delete are
 * confirmed first (`pending`); the others act at once.
 */
export function useQuizActions({
  selected,
  single,
  setSelected,
  onFreePlanLimit,
}: {
  /** The codes of the selected quizzes. */
  selected: string[];
  /** The selected quiz, when exactly one is. */
  single: Quiz | null;
  setSelected(codes: string[]): void;
  onFreePlanLimit(): void;
}) {
  const navigate = useNavigate();
  const { showSuccess, showError } = useSnackbar();
  const [pending, setPending] = useState<PendingAction>(null);
  const start = useStartQuiz();
  const stop = useStopQuiz();
  const duplicate = useDuplicateQuiz();
  const remove = useDeleteQuizzes();
  const exportQuizzes = useExportQuizzes();
  const exportQuestionBank = useExportQuestionBank();

  /** A confirmed action ended: the dialog closes, and the teacher hears of a failure. */
  const confirmedFailed = (fallback: string) => (error: unknown) => {
    setPending(null);
    showError(errorMessage(error, fallback));
  };
  const exportFailed = (error: unknown) =>
    showError(errorMessage(error, 'The export failed. Please try again.'));

  return {
    pending,
    setPending,
    busy: {
      start: start.isPending,
      stop: stop.isPending,
      delete: remove.isPending,
      duplicate: duplicate.isPending,
      export: exportQuizzes.isPending || exportQuestionBank.isPending,
    },
    duplicate: () =>
      single &&
      duplicate.mutate(single.code, {
        onSuccess: (copy) => {
          setSelected([copy.code]);
          showSuccess(MESSAGES.quizDuplicated);
        },
        onError: (error) =>
          isFreePlanError(error)
            ? onFreePlanLimit()
            : showError(errorMessage(error, 'The quizz could not be duplicated.')),
      }),
    export: () => exportQuizzes.mutate(selected, { onError: exportFailed }),
    exportAs: (format: QuestionBankFormat) =>
      exportQuestionBank.mutate({ codes: selected, format }, { onError: exportFailed }),
    confirmStart: () =>
      single &&
      start.mutate(single.code, {
        onSuccess: (quiz) => {
          setPending(null);
          navigate(`/quizz/detail/${quiz.code}`);
        },
        onError: confirmedFailed('The quizz could not be started.'),
      }),
    confirmStop: () =>
      single &&
      stop.mutate(single.code, {
        onSuccess: () => {
          setPending(null);
          showSuccess(MESSAGES.quizStopped);
        },
        onError: confirmedFailed('The quizz could not be stopped.'),
      }),
    confirmDelete: () =>
      remove.mutate(selected, {
        onSuccess: () => {
          setPending(null);
          setSelected([]);
          showSuccess(selected.length === 1 ? 'The quizz has been deleted' : 'The quizzes have been deleted');
        },
        onError: confirmedFailed('The quizzes could not be deleted.'),
      }),
  };
}
