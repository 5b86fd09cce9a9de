import Check from '@mui/icons-material/Check';
import { Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { FREE_PLAN_ACTIVE_QUIZ_LIMIT } from '@quizzical/common';
import { type MessageKey, useT } from '../../../lib/i18n';

/** A ticked list of what a plan gives. */
export function FeatureList({ items }: { items: readonly MessageKey[] }) {
  const t = useT();
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item} disableGutters sx={{ alignItems: 'flex-start', py: 0.5 }}>
          <ListItemIcon sx={{ minWidth: 32, mt: 0.25 }}>
            <Check fontSize="small" color="success" />
          </ListItemIcon>
          <ListItemText
            primary={t(item, { count: FREE_PLAN_ACTIVE_QUIZ_LIMIT })}
            slotProps={{ primary: { variant: 'body2' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** A plan's price per year in `currency`: large on the plans page, smaller in the order's summary. */
export function YearPrice({ price, currency, large }: { price: number; currency: string; large?: boolean }) {
  const t = useT();
  return (
    <Box sx={{ my: large ? 3 : 2, display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Typography
        component="span"
        sx={{ fontSize: large ? '2.75rem' : '2.25rem', fontWeight: 800, lineHeight: 1 }}
      >
        {price}
      </Typography>
      <Typography component="span" color="textSecondary" sx={{ fontWeight: 600 }}>
        {t('billing.per_year', { currency })}
      </Typography>
    </Box>
  );
}
