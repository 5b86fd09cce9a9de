import type { MarketQuestion } from '@quizzical/common';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-provider';
import { getT } from '../../../lib/i18n';
import { useDeleteQuestion } from '../api/delete-question';
import { useDuplicateQuestion } from '../api/duplicate-question';
import { useExportLatex } from '../api/export-latex';
import { useApproveQuestion } from '../api/update-question';
import type { StaffAction } from '../components/market-question-card';

/** A request about one question, by its id (react-query's mutation). */
interface QuestionMutation {
  mutate(id: number, options: { onSuccess?(): void; onError?(): void; onSettled(): void }): void;
}

/**
 * What staff do with a market question (spec §8): approve and delete after a confirmation, edit in a
 * dialog, duplicate and export at once (the card's button waits meanwhile).
 */
export function useStaffActions() {
  const { showError, showSuccess } = useSnackbar();
  const approve = useApproveQuestion();
  const remove = useDeleteQuestion();
  const duplicate = useDuplicateQuestion();
  const exportLatex = useExportLatex();
  const [confirm, setConfirm] = useState<{ action: 'approve' | 'delete'; question: MarketQuestion } | null>(
    null,
  );
  const [editing, setEditing] = useState<MarketQuestion | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: StaffAction } | null>(null);

  /** Runs a quick action on `question`, its card's button waiting until the request settles. */
  const waitFor = (
    question: MarketQuestion,
    action: StaffAction,
    mutation: QuestionMutation,
    outcome: { onSuccess?(): void; onError?(): void },
  ) => {
    setBusy({ id: question.id, action });
    mutation.mutate(question.id, { ...outcome, onSettled: () => setBusy(null) });
  };

  const run = (question: MarketQuestion, action: StaffAction) => {
    switch (action) {
      case 'approve':
      case 'delete':
        setConfirm({ action, question });
        return;
      case 'edit':
        setEditing(question);
        return;
      case 'duplicate':
        // spec §8: a failed duplicate is not reported
        return waitFor(question, action, duplicate, {
          onSuccess: () => showSuccess(getT()('market.staff.duplicated')),
        });
      case 'export':
        return waitFor(question, action, exportLatex, {
          onError: () => showError(getT()('market.staff.export_failed')),
        });
    }
  };

  const confirmAction = () => {
    if (!confirm) return;
    // spec §8: failures of approve and delete are ignored (the list is refreshed either way)
    if (confirm.action === 'approve') approve.mutate(confirm.question.id);
    else remove.mutate(confirm.question.id);
    setConfirm(null);
  };

  return {
    run,
    confirm,
    confirmAction,
    cancelConfirm: () => setConfirm(null),
    editing,
    stopEditing: () => setEditing(null),
    busyOn: (id: number) => (busy?.id === id ? busy.action : null),
  };
}
