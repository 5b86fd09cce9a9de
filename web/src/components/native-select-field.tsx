import { TextField, type TextFieldProps } from '@mui/material';
import { forwardRef } from 'react';
import { type SelectOption, SelectOptions } from './select-options';

type NativeSelectFieldProps = Omit<TextFieldProps, 'select' | 'children'> & {
  options: readonly SelectOption[];
  /** A first option with the value '' (e.g. 'All themes'). */
  emptyOption?: string;
};

/**
 * A TextField drawn as the browser's own select: quick with many options, usable with the keyboard by
 * typing, the phone's own picker, and announced properly by screen readers.
 */
export const NativeSelectField = forwardRef<HTMLDivElement, NativeSelectFieldProps>(
  function NativeSelectField({ options, emptyOption, ...props }, ref) {
    return (
      <TextField
        {...props}
        ref={ref}
        select
        slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}
      >
        <SelectOptions options={options} emptyOption={emptyOption} />
      </TextField>
    );
  },
);
