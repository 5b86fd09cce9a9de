import { Alert, AlertTitle } from '@mui/material';
import { useT } from '../../../lib/i18n';

/** The editor of a started or closed quiz says first that it corrects, and what a correction may change. */
export function CorrectionNotice() {
  const t = useT();
  return (
    <Alert severity="info" data-testid="correction-notice">
      <AlertTitle>{t('quizzes.correction.title')}</AlertTitle>
      {t('quizzes.correction.text')}
    </Alert>
  );
}
