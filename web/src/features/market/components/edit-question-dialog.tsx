import CloseIcon from '@mui/icons-material/Close';
import { Box, Container, IconButton, Typography } from '@mui/material';
import type { MarketQuestion } from '@quizzical/common';
import { useId } from 'react';
import { NativeDialog } from '../../../components/native-dialog';
import { useSnackbar } from '../../../components/snackbar-provider';
import { useT } from '../../../lib/i18n';
import { useEditQuestion } from '../api/update-question';
import { questionToForm } from '../lib/question-form';
import { MarketQuestionForm } from './market-question-form';

/** Staff: the full-screen 'Edit' dialog with the propose form filled with the question. */
export function EditQuestionDialog({
  question,
  onClose,
}: {
  question: MarketQuestion | null;
  onClose(): void;
}) {
  const t = useT();
  const edit = useEditQuestion();
  const { showSuccess } = useSnackbar();
  const titleId = useId();
  return (
    // full screen, on the browser's <dialog> (components/native-dialog.tsx) rather than MUI's Dialog
    <NativeDialog open={!!question} onClose={onClose} labelledBy={titleId} placement="full">
      {/* MUI's sticky AppBar (color="default", no elevation) with its Toolbar, as a plain header */}
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 'appBar',
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          minHeight: 56,
          px: 2,
          bgcolor: 'grey.100',
          color: 'text.primary',
          borderBottom: 1,
          borderColor: 'divider',
          // MUI's Toolbar: 48 px on a phone held sideways, 64 from 600 px wide
          '@media (max-width:599.95px) and (orientation: landscape)': { minHeight: 48 },
          '@media (min-width:600px)': { minHeight: 64, px: 3 },
        }}
      >
        <IconButton edge="start" aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
        <Typography id={titleId} variant="h6" component="h2" sx={{ ml: 1, flexGrow: 1 }}>
          {t('market.staff.edit')}
        </Typography>
      </Box>
      {question && (
        <Container maxWidth="md" sx={{ py: 3 }}>
          <MarketQuestionForm
            key={question.id}
            defaultValues={questionToForm(question)}
            submitLabel={t('market.form.save')}
            onSubmit={async (input) => {
              await edit.mutateAsync({ id: question.id, body: input });
              showSuccess(t('market.staff.saved'));
              onClose();
            }}
          />
        </Container>
      )}
    </NativeDialog>
  );
}
