import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, type SxProps, type Theme } from '@mui/material';
import { OutlinedField } from './outlined-field';

/** A small text field with a magnifier in front, that filters a list as one types. */
export function SearchField({
  onSearch,
  sx,
  ...props
}: {
  label: string;
  value: string;
  onSearch(value: string): void;
  type?: 'search';
  /** Styles of the whole field, as TextField's `sx`. */
  sx?: SxProps<Theme>;
}) {
  return (
    <OutlinedField
      size="small"
      fieldSx={sx}
      {...props}
      onChange={(e) => onSearch(e.target.value)}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" aria-hidden="true" />
        </InputAdornment>
      }
    />
  );
}
