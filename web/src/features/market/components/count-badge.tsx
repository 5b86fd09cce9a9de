import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A number on the corner of an icon, drawn as MUI's primary Badge (hidden at 0 unless `showZero`,
 * '99+' past `max`), without Badge's code on the market's JavaScript budget.
 */
export function CountBadge({
  count,
  showZero,
  max = 99,
  children,
  ...rest
}: {
  count: number;
  showZero?: boolean;
  max?: number;
  children: ReactNode;
  'aria-hidden'?: 'true';
}) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }} {...rest}>
      {children}
      {(count > 0 || showZero) && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            transform: 'translate(50%, -50%)',
            minWidth: 20,
            height: 20,
            px: '6px',
            boxSizing: 'border-box',
            borderRadius: '10px',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '0.75rem',
            fontWeight: 500,
            lineHeight: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {count > max ? `${max}+` : count}
        </Box>
      )}
    </Box>
  );
}
