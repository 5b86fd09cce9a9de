import { Box, Tooltip, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { RESULTS_POLL_MS } from '@quizzical/common';
import type { StreamStatus } from '../../../lib/event-stream';
import { type MessageKey, useT } from '../../../lib/i18n';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(46, 125, 50, 0.55); }
  70% { box-shadow: 0 0 0 7px rgba(46, 125, 50, 0); }
  100% { box-shadow: 0 0 0 0 rgba(46, 125, 50, 0); }
`;

const POLL_SECONDS = RESULTS_POLL_MS / 1000;

const STATES: Record<StreamStatus, { label: MessageKey; help: MessageKey; dot: string; text: string }> = {
  live: {
    label: 'results.live.live',
    help: 'results.live.live_help',
    dot: '#2e7d32',
    text: '#1b5e20',
  },
  connecting: {
    label: 'results.live.connecting',
    help: 'results.live.connecting_help',
    dot: '#b45309',
    text: '#92400e',
  },
  reconnecting: {
    label: 'results.live.reconnecting',
    help: 'results.live.reconnecting_help',
    dot: '#b45309',
    text: '#92400e',
  },
  polling: {
    label: 'results.live.polling',
    help: 'results.live.polling_help',
    dot: '#6b7280',
    text: '#4a4f6a',
  },
};

/** Says how fresh the numbers are: live stream, reconnecting, or the 5-second polling fallback. */
export function LiveIndicator({ status, inverted = false }: { status: StreamStatus; inverted?: boolean }) {
  const t = useT();
  const state = STATES[status];
  const label = t(state.label, { seconds: POLL_SECONDS });
  const help = t(state.help, { seconds: POLL_SECONDS });
  return (
    <Tooltip title={help}>
      <Box
        role="status"
        aria-live="polite"
        tabIndex={0}
        aria-label={t('results.live.label', { label, help })}
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
          {label}
        </Typography>
      </Box>
    </Tooltip>
  );
}
