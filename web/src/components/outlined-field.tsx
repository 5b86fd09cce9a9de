import {
  FormControl,
  FormHelperText,
  type InputBaseComponentProps,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { type ChangeEvent, type ElementType, type ReactNode, type Ref, useId } from 'react';

type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'error'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  size?: 'small' | 'medium';
  /** Styles of the whole field (label, input, help), as TextField's `sx`. */
  fieldSx?: SxProps<Theme>;
  /** The label stays raised (inputs that always show something: a date and time picker). */
  shrinkLabel?: boolean;
};

/** The input's id (the given one, else a generated one) and its help text's id, as TextField names them. */
function useFieldIds(id: string | undefined, helperText: ReactNode) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return { inputId, helperId: helperText ? `${inputId}-helper-text` : undefined };
}

/**
 * An outlined TextField, composed by hand: the same markup, labels and described-by links, full width
 * as the theme makes every TextField, without the select, native select, filled and standard
 * variants TextField always brings (about 7 KB compressed). For the pages on a JavaScript budget
 * (scripts/check-bundle-budgets.mjs: the student pages, the quiz editor, the market); other forms use
 * TextField. A form library's `ref` goes in `inputRef`.
 */
export function OutlinedField({
  label,
  helperText,
  error,
  required,
  id,
  size,
  fieldSx,
  shrinkLabel,
  ...input
}: OutlinedFieldProps) {
  const { inputId, helperId } = useFieldIds(id, helperText);
  return (
    <FormControl fullWidth required={required} error={error} size={size} sx={fieldSx}>
      <InputLabel htmlFor={inputId} shrink={shrinkLabel || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        aria-describedby={helperId}
        notched={shrinkLabel || undefined}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/** InputBase renders its input as this element, with inputProps' children: the options. */
const NATIVE_SELECT = 'select' as ElementType<InputBaseComponentProps>;

/** The select's arrow (MUI's ArrowDropDown), drawn as its background: no icon element over it. */
const ARROW = (color: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='${color}' d='M7 10l5 5 5-5z'/%3E%3C/svg%3E")`;

interface SelectFieldProps {
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
  /** The <option> elements. */
  children: ReactNode;
  onBlur?(): void;
  name?: string;
  id?: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  inputRef?: Ref<HTMLSelectElement>;
}

/**
 * An outlined native <select> with its label always raised, as TextField's `select` with
 * `native: true` draws it, without TextField's Select, Menu and filled and standard inputs (the routes'
 * JavaScript budgets). The options are the phone's or the browser's own list.
 */
export function SelectField({
  label,
  helperText,
  error,
  required,
  disabled,
  size,
  id,
  children,
  inputRef,
  onChange,
  ...select
}: SelectFieldProps) {
  const { inputId, helperId } = useFieldIds(id, helperText);
  return (
    <FormControl fullWidth required={required} error={error} disabled={disabled} size={size}>
      <InputLabel htmlFor={inputId} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        notched
        inputComponent={NATIVE_SELECT}
        inputRef={inputRef}
        aria-describedby={helperId}
        inputProps={{ children }}
        // the input is a <select>: its change events are a select's
        onChange={onChange as unknown as OutlinedInputProps['onChange']}
        {...select}
        sx={{
          '& select': {
            appearance: 'none',
            cursor: 'pointer',
            pr: 4,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            borderRadius: 'inherit',
            backgroundImage: ARROW('%23757575'),
            backgroundRepeat: 'no-repeat',
            backgroundPosition: 'right 7px center',
            backgroundSize: 24,
          },
          '& select:disabled': { cursor: 'default', backgroundImage: ARROW('%23bdbdbd') },
          '& option': { bgcolor: 'background.paper' },
        }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
