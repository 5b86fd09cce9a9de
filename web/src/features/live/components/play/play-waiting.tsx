import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import { Box, Typography } from '@mui/material';
import type { PlayerState } from '@quizzical/common';

export const WAITING_TEXT = 'Waiting for the host to start…';

/** The lobby on the phone: the player is in, under their name, until the host presses 'Start'. */
export function PlayWaiting({ state }: { state: PlayerState }) {
  const others = state.player_count;
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center', pt: { xs: 4, md: 8 } }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(79, 70, 229, 0.1)',
          color: 'primary.dark',
        }}
      >
        <HourglassTopRounded sx={{ fontSize: 40 }} />
      </Box>
      <Typography component="h1" sx={{ fontSize: '1.6rem', fontWeight: 800 }}>
        {WAITING_TEXT}
      </Typography>
      <Typography sx={{ fontSize: '1.1rem' }}>
        You are in as{' '}
        <Box component="strong" sx={{ fontWeight: 800 }}>
          {state.name}
        </Box>
      </Typography>
      <Typography color="textSecondary">
        {others === 1 ? '1 player has joined' : `${others} players have joined`}
      </Typography>
    </Box>
  );
}
