import Check from '@mui/icons-material/Check';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
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
