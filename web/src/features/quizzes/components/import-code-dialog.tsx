import { TextField } from '@mui/material';
import type { Quiz } from '@quizzical/common';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { isApiError } from '../../../lib/api-client';
import { errorText, useT } from '../../../lib/i18n';
import { useImportQuiz } from '../api/import-quiz';
import { isFreePlanError } from '../lib/use-free-plan';

interface ImportCodeDialogProps {
  open: boolean;
  onClose(): void;
  onImported(quiz: Quiz): void;
  /** The free-plan limit was reached (the dialog closes, the page shows the banner). */
  onFreePlanLimit(): void;
}

/** Import a copy of a quiz with another teacher's share code, or with the code of a public quiz. */
export function ImportCodeDialog({ open, onClose, onImported, onFreePlanLimit }: ImportCodeDialogProps) {
  const importQuiz = useImportQuiz();
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setCode('');
    setError(null);
    importQuiz.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('quizzes.editor.field_empty'));
      return;
    }
    setError(null);
    importQuiz.mutate(code, {
      onSuccess: (quiz) => {
        close();
        onImported(quiz);
      },
      onError: (e) => {
        if (isFreePlanError(e)) {
          close();
          onFreePlanLimit();
        } else if (isApiError(e) && e.status === 400) {
          setError(t('errors.quizzes.import_code_invalid'));
        } else {
          setError(
            isApiError(e) && e.status > 0 && e.status < 500 && e.detail
              ? errorText(e)
              : t('quizzes.import.failed'),
          );
        }
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('quizzes.import.code_title')}
      intro={t('quizzes.import.code_intro')}
      submitLabel={t('quizzes.import.button')}
      submitting={importQuiz.isPending}
      onSubmit={submit}
    >
      <TextField
        label={t('quizzes.import.code_label')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={!!error}
        helperText={error}
        autoFocus
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: 64, style: { textTransform: 'uppercase', letterSpacing: '0.08em' } },
        }}
      />
    </FormDialog>
  );
}
