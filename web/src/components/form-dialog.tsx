import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useT } from '../lib/i18n';

/** A small dialog that asks one thing: a title, a sentence saying what to enter, the field, Cancel and submit. */
export function FormDialog({
  open,
  onClose,
  title,
  intro,
  submitLabel,
  submitting,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  intro: ReactNode;
  submitLabel: string;
  /** The request is on its way: the submit button shows a spinner. */
  submitting: boolean;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={onSubmit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
