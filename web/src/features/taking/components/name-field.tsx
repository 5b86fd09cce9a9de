import '../taking.css';
import { type ChangeEvent, type Ref, useId } from 'react';

interface NameFieldProps {
  label: string;
  name: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete: string;
  maxLength: number;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * One of the start screen's name fields: MUI's outlined text field (floating label, notched outline,
 * help or error text below) drawn by taking.css instead of about fifteen styled components computed at
 * the first render (issue 13). The same markup MUI writes: the label for the input, `aria-invalid`, the
 * help text linked by `aria-describedby`, the required asterisk hidden from screen readers.
 */
export function NameField({ label, value, required, error, helperText, inputRef, ...input }: NameFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const asterisk = required ? '\u2009*' : '';
  const className = ['tk-field', value !== '' && 'tk-field--raised', error && 'tk-field--error']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label className="tk-field-label" htmlFor={id} id={`${id}-label`}>
        {label}
        {required && <span aria-hidden="true">{asterisk}</span>}
      </label>
      <div className="tk-field-box">
        <input
          id={id}
          className="tk-field-input"
          type="text"
          value={value}
          ref={inputRef}
          required={required}
          aria-invalid={error || undefined}
          aria-describedby={helperId}
          {...input}
        />
        <fieldset aria-hidden="true" className="tk-field-outline">
          <legend>
            <span>{`${label}${asterisk}`}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperId} className="tk-field-helper">
          {helperText}
        </p>
      )}
    </div>
  );
}
