import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

/** A small text field with a magnifier in front, that filters a list as one types. */
export function SearchField({
  onSearch,
  ...props
}: Omit<TextFieldProps, 'size' | 'onChange' | 'slotProps'> & {
  value: string;
  onSearch(value: string): void;
}) {
  return (
    <TextField
      size="small"
      {...props}
      onChange={(e) => onSearch(e.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
