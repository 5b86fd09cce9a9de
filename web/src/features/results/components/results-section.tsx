import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface ResultsSectionProps {
  /** The heading's id: it names the section, and may name a table inside it too. */
  id: string;
  title: string;
  /** A line under the title saying what the section shows. */
  intro?: string;
  children: ReactNode;
}

/** A part of the results page below its header: a section named by its h2 heading. */
export function ResultsSection({ id, title, intro, children }: ResultsSectionProps) {
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
