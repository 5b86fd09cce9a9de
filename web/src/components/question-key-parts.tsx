import { Checkbox, FormControlLabel } from '@mui/material';
import { Controller, get, useFormState } from 'react-hook-form';
import { checkedProps } from '../lib/form-fields';
import { fieldErrorText } from '../lib/i18n';

/** Pieces the question key fields share (question-key-fields.tsx, question-typed-key-fields.tsx). */

export const labelSx = { fontWeight: 600, color: 'text.primary' } as const;

/** The message under a field, from the form's errors (client or server). */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return message ? fieldErrorText(message) : undefined;
}

export function BooleanBox({ name, label }: { name: string; label: string }) {
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <FormControlLabel label={label} control={<Checkbox {...checkedProps(field)} />} />
      )}
    />
  );
}
