import { Box } from '@mui/material';
import { AlertWithButton } from '../../../components/alert-with-button';
import { useT } from '../../../lib/i18n';
import { setPastedImage, usePastedImage } from '../../../lib/pasted-image';

/** Shows the pasted image (pasted anywhere in the app) that the image fields can use. */
export function PastedImageNotice() {
  const pasted = usePastedImage();
  const t = useT();
  if (!pasted) return null;
  return (
    <AlertWithButton
      severity="success"
      icon={
        <Box
          component="img"
          src={pasted.url}
          alt={t('quizzes.editor.pasted_alt')}
          sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1.5, display: 'block' }}
        />
      }
      buttonLabel={t('quizzes.editor.pasted_forget')}
      onButtonClick={() => setPastedImage(null)}
      sx={{ alignItems: 'center' }}
    >
      {t('quizzes.editor.pasted_text')}
    </AlertWithButton>
  );
}
