import { type ChangeEvent, type Ref, useId } from 'react';
import { helperTextId, PlainField } from '../../../components/plain-field';

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
 * One of the start screen's name fields: a text input in MUI's outlined field, drawn in plain CSS
 * (components/plain-field.tsx), `aria-invalid` when wrong, described by its help or error text.
 */
export function NameField({ label, value, required, error, helperText, inputRef, ...input }: NameFieldProps) {
  const id = useId();
  return (
    <PlainField
      id={id}
      label={label}
      raised={value !== ''}
      required={required}
      error={error}
      helperText={helperText}
    >
      <input
        id={id}
        className="ui-field-input"
        type="text"
        value={value}
        ref={inputRef}
        required={required}
        aria-invalid={error || undefined}
        aria-describedby={helperText ? helperTextId(id) : undefined}
        {...input}
      />
    </PlainField>
  );
}
