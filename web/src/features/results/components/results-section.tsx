import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A part of the results page below its header: a section named by its h2 `title` (`id` is the
 * heading's), with an optional `intro` line under the title.
 */
export function ResultsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: intro ? 0.5 : 2 }}>
        {title}
      </Typography>
      {intro && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
