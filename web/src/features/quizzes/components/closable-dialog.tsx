import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogTitle, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';

/** A wide dialog, full screen on phones, whose title has a Close button (share, public list). */
export function ClosableDialog({
  open,
  onClose,
  title,
  titleId,
  fullScreen,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  titleId: string;
  fullScreen: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
        <IconButton
          aria-label={t('common.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {children}
    </Dialog>
  );
}
