import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import { type ReactNode, useId } from 'react';

type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'error'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
};

/**
 * An outlined TextField, composed by hand: the same markup, labels and described-by links, full width
 * as the theme makes every TextField, without the select, native select, filled and standard
 * variants TextField always brings (about 7 KB compressed). For the student pages, which live on a
 * JavaScript budget (scripts/check-bundle-budgets.mjs); other forms use TextField.
 */
export function OutlinedField({ label, helperText, error, required, id, ...input }: OutlinedFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth required={required} error={error}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
