import { type CSSProperties, useId } from 'react';
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

/*
 * Plain elements styled by plain-ui.css (.ui-dialog-*, .ui-button), without MUI: the run screen's 'End the
 * quizz?' loads no MUI (issue 13).
 */
const ACTIONS: CSSProperties = { padding: '8px 24px 16px' };

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
      <h2 id={titleId} className="ui-dialog-title">
        {title}
      </h2>
      <div className="ui-dialog-content">
        <p id={textId} className="ui-dialog-text">
          {text}
        </p>
      </div>
      <div className="ui-dialog-actions" style={ACTIONS}>
        <button type="button" className="ui-button ui-button--inherit" onClick={onClose} disabled={loading}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`ui-button ui-button--contained${danger ? ' ui-button--error' : ''}${loading ? ' ui-button--loading' : ''}`}
          onClick={onConfirm}
          disabled={loading}
          // biome-ignore lint/a11y/noAutofocus: the confirming button takes the focus, as MUI's autoFocus did
          autoFocus
        >
          {confirmLabel}
          {loading && <Spinner />}
        </button>
      </div>
    </NativeDialog>
  );
}

/** MUI's CircularProgress of 16 px, animated by SVG itself (no stylesheet of a feature needed). */
function Spinner() {
  return (
    <span className="ui-button-loading" role="progressbar" aria-label="Please wait">
      <svg width="16" height="16" viewBox="22 22 44 44" aria-hidden="true" focusable="false">
        <g>
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 44 44"
            to="360 44 44"
            dur="1.4s"
            repeatCount="indefinite"
          />
          <circle cx="44" cy="44" r="20.2" fill="none" stroke="currentColor" strokeWidth="3.6">
            <animate
              attributeName="stroke-dasharray"
              values="1 200;100 200;1 200"
              keyTimes="0;0.5;1"
              dur="1.4s"
              repeatCount="indefinite"
            />
            <animate
              attributeName="stroke-dashoffset"
              values="0;-15;-126"
              keyTimes="0;0.5;1"
              dur="1.4s"
              repeatCount="indefinite"
            />
          </circle>
        </g>
      </svg>
    </span>
  );
}
