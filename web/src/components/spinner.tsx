import type { ReactNode } from 'react';

/**
 * MUI's indeterminate CircularProgress without MUI (plain-ui.css's .ui-spinner): 40 px in the brand colour,
 * or 16 px in the text's colour inside a button's loading indicator (ButtonSpinner). Decorative: what is
 * loading is said by the element around it.
 */
export function Spinner() {
  return (
    <span className="ui-spinner" aria-hidden="true">
      <svg viewBox="22 22 44 44" aria-hidden="true" focusable="false">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

/**
 * 'Loading...' in the middle of a page while its data comes (the student's and the player's pages):
 * the spinner over `children`, the page's heading that says it.
 */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="ui-loading-status">
      <Spinner />
      {children}
    </div>
  );
}

/**
 * The spinner of a button in its `loading` state (MUI's Button `loading`): the button gets
 * `ui-button--loading` and `disabled`, its label stays its name, and the spinner says what is going on.
 */
export function ButtonSpinner({ label }: { label: string }) {
  return (
    <span className="ui-button-loading" role="progressbar" aria-label={label}>
      <Spinner />
    </span>
  );
}
