import { Box, Tooltip, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { RESULTS_POLL_MS } from '@quizzical/common';
import type { StreamStatus } from '../../../lib/event-stream';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(46, 125, 50, 0.55); }
  70% { box-shadow: 0 0 0 7px rgba(46, 125, 50, 0); }
  100% { box-shadow: 0 0 0 0 rgba(46, 125, 50, 0); }
`;

const POLL_SECONDS = RESULTS_POLL_MS / 1000;

const STATES: Record<StreamStatus, { label: string; help: string; dot: string; text: string }> = {
  live: {
    label: 'Live',
    help: 'Connected: new participants and answers appear within a second.',
    dot: '#2e7d32',
    text: '#1b5e20',
  },
  connecting: {
    label: 'Connecting…',
    help: 'Opening the live connection to the results.',
    dot: '#b45309',
    text: '#92400e',
  },
  reconnecting: {
    label: 'Reconnecting…',
    help: 'The live connection dropped; it is being opened again.',
    dot: '#b45309',
    text: '#92400e',
  },
  polling: {
    label: `Refreshing every ${POLL_SECONDS} s`,
    help: `The live connection is not available: the results refresh every ${POLL_SECONDS} seconds.`,
    dot: '#6b7280',
    text: '#4a4f6a',
  },
};

/** Says how fresh the numbers are: live stream, reconnecting, or the 5-second polling fallback. */
export function LiveIndicator({ status, inverted = false }: { status: StreamStatus; inverted?: boolean }) {
  const state = STATES[status];
  return (
    <Tooltip title={state.help}>
      <Box
        role="status"
        aria-live="polite"
        tabIndex={0}
        aria-label={`${state.label}. ${state.help}`}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          px: 1.25,
          py: 0.5,
          borderRadius: 99,
          border: '1px solid',
          borderColor: inverted ? 'rgba(255,255,255,0.35)' : 'divider',
          bgcolor: inverted ? 'rgba(255,255,255,0.08)' : 'background.paper',
          outlineOffset: 2,
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            width: 9,
            height: 9,
            borderRadius: '50%',
            bgcolor: inverted && status === 'live' ? '#4ade80' : state.dot,
            animation: status === 'live' ? `${pulse} 2s infinite` : 'none',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
        <Typography
          component="span"
          variant="body2"
          sx={{ fontWeight: 600, color: inverted ? '#ffffff' : state.text, lineHeight: 1.2 }}
        >
          {state.label}
        </Typography>
      </Box>
    </Tooltip>
  );
}
