import type { ButtonHTMLAttributes } from 'react';
import { ButtonSpinner } from './spinner';

interface LoadingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Its request is on its way: the button is disabled and shows the spinner, named `loadingLabel`. */
  loading: boolean;
  loadingLabel: string;
  /** Classes beside `ui-button ui-button--contained`: its size, its width, its colour. */
  className?: string;
}

/**
 * MUI's contained Button with `loading`, drawn by plain-ui.css (the pages on a JavaScript budget): while
 * `loading` it is disabled, keeps its label as its name and shows ButtonSpinner after it.
 */
export function LoadingButton({
  loading,
  loadingLabel,
  className,
  disabled,
  children,
  ...button
}: LoadingButtonProps) {
  const classes = ['ui-button ui-button--contained', className, loading && 'ui-button--loading'];
  return (
    <button
      type="button"
      {...button}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || loading}
    >
      {children}
      {loading && <ButtonSpinner label={loadingLabel} />}
    </button>
  );
}
