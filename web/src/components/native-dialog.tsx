import { type CSSProperties, type ReactNode, type SyntheticEvent, useEffect, useRef } from 'react';
import { useOpenedOnce } from '../lib/use-opened-once';

/**
 * A modal dialog on the browser's own `<dialog>` (showModal): the top layer, the backdrop, Escape, the
 * focus moved in and given back, and the page behind made inert, with no script of ours for any of it.
 * MUI's Dialog does the same with Modal, Portal, FocusTrap, Backdrop and transitions, about 6 KB brotli
 * that a student's run screen (three dialogs) and the header (the phone menu) loaded before their first
 * paint. Styled by plain-ui.css (.ui-dialog), so that the header's phone menu needs no MUI;
 * inside go MUI's DialogTitle, DialogContent and DialogActions, or their plain classes (.ui-dialog-title…).
 *
 * `onClose` is called on Escape and on a click on the backdrop; without it the dialog cannot be dismissed
 * (the 'Time has ended' dialog). `placement="right"` makes it a full-height sheet from the right edge
 * (the header's menu on a phone), `"full"` the whole screen. The dialog element is rendered from its first
 * opening on.
 */
export function NativeDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  label,
  maxWidth = 444,
  placement = 'center',
  className,
  children,
}: {
  open: boolean;
  onClose?: () => void;
  labelledBy?: string;
  describedBy?: string;
  /** The accessible name when no element names the dialog. */
  label?: string;
  /** Width in px (444: MUI's `maxWidth="xs"` with `fullWidth`); the sheet's width with `placement="right"`. */
  maxWidth?: number | string;
  placement?: 'center' | 'right' | 'full';
  /** Added to the dialog's classes: a feature's own rules for this dialog. */
  className?: string;
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
  if (!opened) return null;
  const size: CSSProperties | undefined =
    placement === 'right' ? { width: maxWidth } : placement === 'center' ? { maxWidth } : undefined;
  const classes = ['ui-dialog', placement !== 'center' && `ui-dialog--${placement}`, className];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; its keyboard twin is Escape (onCancel)
    <dialog
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      style={size}
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
    >
      {open && children}
    </dialog>
  );
}
