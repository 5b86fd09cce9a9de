import { Box, type SxProps, type Theme } from '@mui/material';
import { type ReactNode, type SyntheticEvent, useEffect, useRef } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once';

/**
 * A modal dialog on the browser's own `<dialog>` (showModal): the top layer, the backdrop, Escape, the
 * focus moved in and given back, and the page behind made inert, with no script of ours for any of it.
 * MUI's Dialog does the same with Modal, Portal, FocusTrap, Backdrop and transitions, about 6 KB brotli
 * that a student's run screen (three dialogs) and the header (the phone menu) loaded before their first
 * paint (issue 13). MUI's DialogTitle, DialogContent and DialogActions go inside as before.
 *
 * `onClose` is called on Escape and on a click on the backdrop; without it the dialog cannot be dismissed
 * (the 'Time has ended' dialog). `placement="right"` makes it a full-height sheet from the right edge
 * (the header's menu on a phone). The dialog element is rendered from its first opening on.
 */
export function NativeDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  label,
  maxWidth = 444,
  placement = 'center',
  sx,
  children,
}: {
  open: boolean;
  onClose?: () => void;
  labelledBy?: string;
  describedBy?: string;
  /** The accessible name when no element names the dialog. */
  label?: string;
  /** Width in px (444: MUI's `maxWidth="xs"` with `fullWidth`). */
  maxWidth?: number | string;
  placement?: 'center' | 'right';
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom (component tests) has no showModal: the open attribute shows it there
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  // nothing at all until the first opening: a page's closed dialogs cost its first render nothing
  const opened = useOpenedOnce(open);
  const right = placement === 'right';
  if (!opened) return null;
  return (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-label={label}
      // Escape: closes through onClose (the state owns `open`), or not at all without it
      onCancel={(event: SyntheticEvent) => {
        event.preventDefault();
        onCloseRef.current?.();
      }}
      // a click on the dialog element itself, not its content, is a click on the backdrop
      onClick={(event: SyntheticEvent) => {
        if (event.target === ref.current) onCloseRef.current?.();
      }}
      sx={[
        {
          p: 0,
          border: 0,
          color: 'text.primary',
          bgcolor: 'background.paper',
          boxShadow: '0 11px 15px -7px rgba(0,0,0,.2), 0 24px 38px 3px rgba(0,0,0,.14)',
          '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
          '&[open]': { display: 'flex', flexDirection: 'column' },
          '@media (prefers-reduced-motion: no-preference)': {
            '&[open]': { animation: `${right ? 'qz-sheet-in' : 'qz-dialog-in'} 0.2s ease-out` },
          },
          '@keyframes qz-dialog-in': { from: { opacity: 0, transform: 'scale(0.96)' } },
          '@keyframes qz-sheet-in': { from: { transform: 'translateX(100%)' } },
        },
        right
          ? {
              m: 0,
              ml: 'auto',
              height: '100%',
              maxHeight: '100%',
              width: maxWidth,
              maxWidth: '85vw',
              overflowY: 'auto',
            }
          : {
              borderRadius: '16px',
              width: 'calc(100% - 64px)',
              maxWidth,
              maxHeight: 'calc(100% - 64px)',
              overflowY: 'auto',
            },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {open && children}
    </Box>
  );
}
