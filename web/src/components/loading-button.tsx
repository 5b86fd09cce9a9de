import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ButtonSpinner } from './spinner';

export interface LoadingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its request is on its way: the button is disabled and shows the spinner, named `loadingLabel`. */
  loading: boolean;
  loadingLabel: string;
  size?: 'large';
  fullWidth?: boolean;
  color?: 'error';
  /** The icon before the label. */
  startIcon?: ReactNode;
  /** Classes of the page's own, beside plain-ui.css's. */
  className?: string;
}

/**
 * MUI's contained Button with `loading`, drawn by plain-ui.css (the pages on a JavaScript budget): while
 * `loading` it is disabled, keeps its label as its name and shows ButtonSpinner after it.
 */
export function LoadingButton({
  loading,
  loadingLabel,
  size,
  fullWidth,
  color,
  startIcon,
  className,
  disabled,
  children,
  ...button
}: LoadingButtonProps) {
  const classes = [
    'ui-button ui-button--contained',
    size && `ui-button--${size}`,
    fullWidth && 'ui-button--full',
    color && `ui-button--${color}`,
    className,
    loading && 'ui-button--loading',
  ];
  return (
    <button
      type="button"
      {...button}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
    >
      {startIcon && <span className="ui-button-start">{startIcon}</span>}
      {children}
      {loading && <ButtonSpinner label={loadingLabel} />}
    </button>
  );
}
