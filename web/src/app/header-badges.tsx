import { Box, Button } from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { Link as RouterLink } from '../lib/router';

/** The signed-in user's initials in a round badge (decorative: the name is written beside it). */
export function InitialsBadge({ initials, size }: { initials: string; size: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'inline-grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: Math.round(size * 0.43),
        fontWeight: 700,
      }}
    >
      {initials}
    </Box>
  );
}

/** 'No active license', linking to the licence page (a signed-in user without Pro). */
export function NoLicenseLink() {
  return (
    <Button
      component={RouterLink}
      to="/account/license"
      size="small"
      variant="outlined"
      color="warning"
      sx={{ borderRadius: 999, py: 0.25, px: 1.25, minWidth: 0, fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {MESSAGES.noActiveLicense}
    </Button>
  );
}
