import type { InputHTMLAttributes, ReactNode } from 'react';
import { helperTextId, PlainField } from '../../../../components/plain-field';

/**
 * The field of a typed answer (a text, a number): raised label, its help or error below, no browser help
 * that could tell the answer (completion, spelling), and Enter goes on (`onEnter`).
 */
export function TypedAnswerField({
  id,
  label,
  helperText,
  error,
  onEnter,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  helperText: ReactNode;
  error?: boolean;
  onEnter(): void;
}) {
  return (
    <PlainField id={id} label={label} raised error={error} helperText={helperText} className="tk-typed-field">
      <input
        id={id}
        className="ui-field-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="next"
        aria-invalid={error || undefined}
        aria-describedby={helperTextId(id)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onEnter();
          }
        }}
        {...input}
      />
    </PlainField>
  );
}
