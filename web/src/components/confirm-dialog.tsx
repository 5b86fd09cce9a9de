import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { NativeDialog } from './native-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** Label of the confirming button ('Yes': the spec's texts say "By clicking yes"). */
  confirmLabel?: string;
  /** Label of the button that keeps things as they are ('No' by default). */
  cancelLabel?: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** A yes/no question before an action that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  danger,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <NativeDialog
      open={open}
      onClose={loading ? undefined : onClose}
      labelledBy={titleId}
      describedBy={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={loading}>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={danger ? 'error' : 'primary'}
          loading={loading}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </NativeDialog>
  );
}
