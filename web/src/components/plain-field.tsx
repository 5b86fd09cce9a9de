import type { ReactNode } from 'react';

interface PlainFieldProps {
  /** The control's id: the label's `for`, and the base of the help text's id. */
  id: string;
  label: string;
  /** The control: an <input> or <select> with the class `ui-field-input`. */
  children: ReactNode;
  /** The label stays above the field (a value, a select, a start adornment); else it rises on focus. */
  raised?: boolean;
  /** MUI's size="small". */
  small?: boolean;
  required?: boolean;
  error?: boolean;
  /** Below the field; the control should name it in `aria-describedby` (helperTextId). */
  helperText?: ReactNode;
  /** Before the control, as MUI's InputAdornment position="start" (a search icon). */
  startAdornment?: ReactNode;
  /** After the control, over its right end (a select's arrow). */
  endAdornment?: ReactNode;
  /** Classes of the whole field, for the feature's layout. */
  className?: string;
}

/** The id of a field's help text, for its control's `aria-describedby`. */
export const helperTextId = (id: string) => `${id}-helper-text`;

/** MUI's required mark: a thin space and an asterisk, hidden from screen readers (the input is required). */
const ASTERISK = '\u2009*';

/**
 * MUI's outlined text field (FormControl, InputLabel, OutlinedInput with its notched outline,
 * FormHelperText) drawn by plain-ui.css (.ui-field) instead of about fifteen styled components computed
 * at the first render. The same markup and names as MUI's: the label for the control, the
 * outline's legend that notches the border behind the raised label, the help text below.
 */
export function PlainField({
  id,
  label,
  children,
  raised,
  small,
  required,
  error,
  helperText,
  startAdornment,
  endAdornment,
  className,
}: PlainFieldProps) {
  const classes = [
    'ui-field',
    raised && 'ui-field--raised',
    small && 'ui-field--small',
    error && 'ui-field--error',
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className="ui-field-label" htmlFor={id} id={`${id}-label`}>
        {label}
        {required && <span aria-hidden="true">{ASTERISK}</span>}
      </label>
      <div className={startAdornment ? 'ui-field-box ui-field-box--adorned' : 'ui-field-box'}>
        {startAdornment && <div className="ui-field-adornment">{startAdornment}</div>}
        {children}
        {endAdornment}
        <fieldset aria-hidden="true" className="ui-field-outline">
          <legend>
            <span>{required ? `${label}${ASTERISK}` : label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperTextId(id)} className="ui-field-helper">
          {helperText}
        </p>
      )}
    </div>
  );
}
