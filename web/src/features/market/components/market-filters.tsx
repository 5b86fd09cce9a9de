import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { type LookupList, useLookupList } from '../../../lib/api/lookups/get-lookup-list';
import type { MarketFilterState } from '../lib/use-market-filters';
import { MARKET_TEXTS } from '../market-texts';

/** The market's filters: theme, level, type, and for staff approved or proposed questions. */
export function MarketFilters({ filters, isStaff }: { filters: MarketFilterState; isStaff: boolean }) {
  return (
    <Stack spacing={2}>
      <FilterSelect
        list="themes"
        label={MARKET_TEXTS.chooseTheme}
        value={filters.theme}
        onChange={filters.setTheme}
      />
      <FilterSelect
        list="levels"
        label={MARKET_TEXTS.chooseLevel}
        value={filters.level}
        onChange={filters.setLevel}
      />
      <FilterSelect
        list="types"
        label={MARKET_TEXTS.chooseType}
        value={filters.type}
        onChange={filters.setType}
      />
      {isStaff && (
        <FormControlLabel
          control={
            <Switch checked={filters.approved} onChange={(e) => filters.setApproved(e.target.checked)} />
          }
          label={filters.approved ? MARKET_TEXTS.approved : MARKET_TEXTS.nonApproved}
        />
      )}
    </Stack>
  );
}

function FilterSelect({
  list,
  label,
  value,
  onChange,
}: {
  list: LookupList;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const { data = [] } = useLookupList(list);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={data.length ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">
        <em>All</em>
      </MenuItem>
      {data.map((item) => (
        <MenuItem key={item.id} value={String(item.id)}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
