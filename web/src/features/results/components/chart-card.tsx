import { Box, Card, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../../components/page-container';

/**
 * A titled chart. The drawing is hidden from screen readers, which read `summary` (the same
 * numbers as text) instead. `empty` replaces the drawing while there is nothing to show.
 */
export function ChartCard({
  title,
  subtitle,
  summary,
  empty,
  children,
}: {
  title: string;
  subtitle: string;
  summary: string;
  empty?: string | null;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="figure" aria-labelledby={titleId} sx={{ m: 0, p: { xs: 2, sm: 2.5 }, height: '100%' }}>
      <Typography id={titleId} variant="h6" component="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {subtitle}
      </Typography>
      <Box sx={visuallyHidden}>{summary}</Box>
      {empty ? (
        <Box
          sx={{
            height: 240,
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            px: 3,
            borderRadius: '12px',
            bgcolor: '#f6f7fb',
            color: 'text.secondary',
          }}
        >
          <Typography variant="body2">{empty}</Typography>
        </Box>
      ) : (
        <Box aria-hidden="true">{children}</Box>
      )}
    </Card>
  );
}
