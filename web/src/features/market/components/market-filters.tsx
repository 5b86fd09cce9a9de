import { FormControlLabel, Switch } from '@mui/material';
import { LANGUAGE_NAMES, LANGUAGES } from '@quizzical/common';
import { useId } from 'react';
import { PlainField } from '../../../components/plain-field';
import { type LookupSelectProps, lookupOptions, SelectOptions } from '../../../components/select-options';
import { useLookupList } from '../../../lib/api/lookups/get-lookup-list';
import { useT } from '../../../lib/i18n';
import type { MarketFilterState } from '../lib/use-market-filters';
import '../market.css';

/** The market's filters: theme, level, type, language, and for staff approved or proposed questions. */
export function MarketFilters({ filters, isStaff }: { filters: MarketFilterState; isStaff: boolean }) {
  const t = useT();
  return (
    <div className="mk-filters">
      <FilterSelect
        list="themes"
        label={t('market.filters.theme')}
        value={filters.theme}
        onChange={filters.setTheme}
      />
      <FilterSelect
        list="levels"
        label={t('market.filters.level')}
        value={filters.level}
        onChange={filters.setLevel}
      />
      <FilterSelect
        list="types"
        label={t('market.filters.type')}
        value={filters.type}
        onChange={filters.setType}
      />
      <LanguageSelect value={filters.language} onChange={filters.setLanguage} />
      {isStaff && (
        <FormControlLabel
          control={
            <Switch checked={filters.approved} onChange={(e) => filters.setApproved(e.target.checked)} />
          }
          label={t(filters.approved ? 'market.filters.approved' : 'market.filters.non_approved')}
        />
      )}
    </div>
  );
}

function FilterSelect({ list, label, value, onChange }: LookupSelectProps) {
  const t = useT();
  const { data = [] } = useLookupList(list);
  const id = useId();
  // an outlined native <select> with its label always raised, as SelectField (components/outlined-field)
  // draws it with MUI's FormControl and OutlinedInput, here in plain elements (components/plain-field.tsx)
  return (
    <PlainField id={id} label={label} raised>
      <select
        id={id}
        className="ui-field-input mk-field-select"
        value={data.length ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      >
        <SelectOptions emptyOption={t('market.filters.all')} options={lookupOptions(data)} />
      </select>
    </PlainField>
  );
}

/** The questions' content language, each language named in itself. */
function LanguageSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const t = useT();
  const id = useId();
  return (
    <PlainField id={id} label={t('market.filters.language')} raised>
      <select
        id={id}
        className="ui-field-input mk-field-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('market.filters.all')}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </PlainField>
  );
}
