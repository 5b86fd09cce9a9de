import { FormControlLabel, Switch } from '@mui/material';
import { LANGUAGE_NAMES, LANGUAGES } from '@quizzical/common';
import { PlainSelectField } from '../../../components/plain-select-field';
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
  return (
    <PlainSelectField label={label} value={data.length ? value : ''} onChange={onChange} small>
      <SelectOptions emptyOption={t('market.filters.all')} options={lookupOptions(data)} />
    </PlainSelectField>
  );
}

/** The questions' content language, each language named in itself. */
function LanguageSelect({ value, onChange }: { value: string; onChange(value: string): void }) {
  const t = useT();
  return (
    <PlainSelectField label={t('market.filters.language')} value={value} onChange={onChange} small>
      <option value="">{t('market.filters.all')}</option>
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </PlainSelectField>
  );
}
