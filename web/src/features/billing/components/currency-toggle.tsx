import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { CURRENCIES } from '@quizzical/common';
import { useT } from '../../../lib/i18n';
import type { Currency } from '../lib/checkout-form';

/** CHF / EUR switch (spec §9: the Pro licence is sold in CHF or EUR). */
export function CurrencyToggle({ value, onChange }: { value: Currency; onChange: (c: Currency) => void }) {
  const t = useT();
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      aria-label={t('billing.currency')}
      onChange={(_event, next: Currency | null) => next && onChange(next)}
      sx={{
        bgcolor: 'background.paper',
        '& .MuiToggleButton-root': { px: 2.5, fontWeight: 600, color: 'text.secondary' },
        '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
      }}
    >
      {CURRENCIES.map((c) => (
        <ToggleButton key={c} value={c}>
          {c}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
