import '../../play.css';

/** MUI's indeterminate CircularProgress without MUI: 40 px, or 16 px inside a button (play.css). */
export function PlaySpinner() {
  return (
    <span className="lv-spinner" aria-hidden="true">
      <svg viewBox="22 22 44 44" aria-hidden="true" focusable="false">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

/**
 * The spinner of a button in its `loading` state (MUI's Button `loading`): the button gets
 * `ui-button--loading` and `disabled`, its label stays as its name.
 */
export function ButtonSpinner({ label }: { label: string }) {
  return (
    <span className="ui-button-loading" role="progressbar" aria-label={label}>
      <PlaySpinner />
    </span>
  );
}
