import { Button } from '@mui/material';
import type { ImportFileResult } from '@quizzical/common';
import { useState } from 'react';
import { QuestionFileImportDialog } from '../../../components/question-file-import';
import { useT } from '../../../lib/i18n';
import { useImportQuizFile } from '../api/import-quiz-file';
import { isFreePlanError } from '../lib/use-free-plan';

interface ImportFileDialogProps {
  open: boolean;
  onClose(): void;
  /** A quiz was created from the file (the dialog stays open to show what was skipped). */
  onImported(code: string): void;
  /** Opens the new quiz in the editor (it is not started). */
  onOpenQuiz(code: string): void;
  /** The free-plan limit was reached (the dialog closes, the page shows the banner). */
  onFreePlanLimit(): void;
}

/** 'Import from a file': Moodle XML, GIFT, Aiken or Kahoot's spreadsheet into a new quiz. */
export function ImportFileDialog({
  open,
  onClose,
  onImported,
  onOpenQuiz,
  onFreePlanLimit,
}: ImportFileDialogProps) {
  const importFile = useImportQuizFile();
  const t = useT();
  const [result, setResult] = useState<ImportFileResult | null>(null);

  return (
    <QuestionFileImportDialog
      open={open}
      title={t('quizzes.import.file_title')}
      intro={t('quizzes.import.file_intro')}
      pending={importFile.isPending}
      done={
        result && {
          message: t('quizzes.import.file_done', { count: result.imported }),
          skipped: result.skipped,
        }
      }
      doneActions={(close) =>
        result && (
          <>
            <Button onClick={close} color="inherit">
              {t('common.close')}
            </Button>
            <Button variant="contained" onClick={() => onOpenQuiz(result.code)}>
              {t('quizzes.import.open_quiz')}
            </Button>
          </>
        )
      }
      onImport={(choice, refuse, close) =>
        importFile.mutate(choice, {
          onSuccess: (answer) => {
            setResult(answer);
            onImported(answer.code);
          },
          onError: (e) => {
            if (isFreePlanError(e)) {
              close();
              onFreePlanLimit();
            } else refuse(e);
          },
        })
      }
      onClose={() => {
        setResult(null);
        importFile.reset();
        onClose();
      }}
    />
  );
}
