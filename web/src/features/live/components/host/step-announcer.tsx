import { Box } from '@mui/material';
import { visuallyHidden } from '../../../../components/page-container';

/**
 * Says each step once to screen readers (a question, its results, the podium). The region is always
 * in the page, so that a change of its text is announced, not only its arrival.
 */
export function StepAnnouncer({ text }: { text: string }) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" data-testid="host-announcer" sx={visuallyHidden}>
      {text}
    </Box>
  );
}
