import { FormControlLabel, Stack, Switch } from '@mui/material';
import { SelectField } from '../../../components/outlined-field';
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
    <SelectField
      size="small"
      label={label}
      value={data.length ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">All</option>
      {data.map((item) => (
        <option key={item.id} value={String(item.id)}>
          {item.name}
        </option>
      ))}
    </SelectField>
  );
}
