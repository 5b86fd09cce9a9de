import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { grid, span } from '../../../components/question-fields';

/**
 * A group of the editor's settings below the switches (homework, a hosted game): its title and
 * intro across the grid, then its fields, each placing itself on the grid.
 */
export function SettingsGroup({
  id,
  title,
  intro,
  children,
}: {
  /** The title's id, which names the group. */
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ ...grid, mt: 3 }} role="group" aria-labelledby={id}>
      <Box sx={span(12)}>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {intro}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
