import { type ReactNode, useId } from 'react';
import { PlainField } from './plain-field';
import './plain-select-field.css';

/**
 * An outlined native <select> with its label raised, as SelectField (outlined-field.tsx) draws it, in
 * plain elements: the dialogs a route loads lazily beside others then bring no MUI input of their own
 * (each lazy chunk holds its own copy of what it uses, decision 0003). A file of its own: the
 * student pages' PlainField does not carry it.
 */
export function PlainSelectField({
  label,
  value,
  onChange,
  small,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  /** MUI's size="small" (the market's filters). */
  small?: boolean;
  /** The <option> elements. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <PlainField id={id} label={label} raised small={small}>
      <select
        id={id}
        className="ui-field-input ui-field-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </PlainField>
  );
}
