import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { STOP } from '../results-texts';

/** The spec's confirmation before stopping a quiz (§4): No / Yes. */
export function StopQuizDialog({
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  pending: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{STOP.dialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{STOP.confirm}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          No
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={pending}>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
