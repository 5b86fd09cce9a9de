import { type CSSProperties, type ReactNode, useId } from 'react';
import { useT } from '../lib/i18n';
import { LoadingButton } from './loading-button';
import { NativeDialog } from './native-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** What the action applies to, under the text (e.g. the quizzes a delete removes); read with it. */
  details?: ReactNode;
  /** Label of the confirming button ('Yes': the spec's texts say "By clicking yes"). */
  confirmLabel?: string;
  /** Label of the button that keeps things as they are ('No' by default). */
  cancelLabel?: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/*
 * Plain elements styled by plain-ui.css (.ui-dialog-*, .ui-button), without MUI: the run screen's 'End the
 * quizz?' loads no MUI (docs/decisions/0006-first-visit-main-thread.md).
 */
const ACTIONS: CSSProperties = { padding: '8px 24px 16px' };

/** A yes/no question before an action that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  text,
  details,
  confirmLabel,
  cancelLabel,
  danger,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const detailsId = useId();
  return (
    <NativeDialog
      open={open}
      onClose={loading ? undefined : onClose}
      labelledBy={titleId}
      describedBy={details ? `${textId} ${detailsId}` : textId}
    >
      <h2 id={titleId} className="ui-dialog-title">
        {title}
      </h2>
      <div className="ui-dialog-content">
        <p id={textId} className="ui-dialog-text">
          {text}
        </p>
        {details && <div id={detailsId}>{details}</div>}
      </div>
      <div className="ui-dialog-actions" style={ACTIONS}>
        <button type="button" className="ui-button ui-button--inherit" onClick={onClose} disabled={loading}>
          {cancelLabel ?? t('common.no')}
        </button>
        <LoadingButton
          color={danger ? 'error' : undefined}
          loading={!!loading}
          loadingLabel={t('common.please_wait')}
          onClick={onConfirm}
          // the confirming button takes the focus, as MUI's autoFocus did
          autoFocus
        >
          {confirmLabel ?? t('common.yes')}
        </LoadingButton>
      </div>
    </NativeDialog>
  );
}
