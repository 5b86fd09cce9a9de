import { TextField, type TextFieldProps } from '@mui/material';
import { forwardRef, useMemo } from 'react';
import { useCountries } from '../lib/api/lookups/get-countries';
import { useLanguage } from '../lib/i18n';

type CountrySelectProps = Omit<TextFieldProps, 'select' | 'children'> & { value?: string };

/**
 * Country choice from GET /api/countries/, sorted by name. A native select: quick with 250 entries,
 * usable with the keyboard by typing a name, and announced properly by screen readers.
 */
export const CountrySelect = forwardRef<HTMLInputElement, CountrySelectProps>(function CountrySelect(
  { value, ...props },
  ref,
) {
  const { data, isLoading } = useCountries();
  // sorted as the language on screen sorts (Ö after O in German, not after Z)
  const language = useLanguage();
  const options = useMemo(
    () => Object.entries(data ?? {}).sort((a, b) => a[1].localeCompare(b[1], language)),
    [data, language],
  );
  const known = !value || options.some(([code]) => code === value);
  return (
    <TextField
      {...props}
      inputRef={ref}
      select
      value={value ?? ''}
      disabled={props.disabled || isLoading}
      slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      {!known && <option value={value}>{value}</option>}
      {options.length === 0 && value && known && <option value={value}>{value}</option>}
      {options.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </TextField>
  );
});
