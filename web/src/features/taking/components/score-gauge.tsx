import { Box, CircularProgress, Typography } from '@mui/material';

/** The score as a ring with the percentage in its middle. */
export function ScoreGauge({ score }: { score: number }) {
  const value = Math.max(0, Math.min(100, score));
  const shown = Number.isInteger(value) ? value : value.toFixed(1);
  return (
    <Box sx={{ position: 'relative', width: 148, height: 148, mx: 'auto' }}>
      <CircularProgress
        variant="determinate"
        value={100}
        size={148}
        thickness={4}
        aria-hidden="true"
        sx={{ color: 'rgba(79, 70, 229, 0.12)', position: 'absolute', inset: 0 }}
      />
      <CircularProgress
        variant="determinate"
        value={value}
        size={148}
        thickness={4}
        aria-hidden="true"
        sx={{
          color: value >= 50 ? 'success.main' : 'warning.main',
          position: 'absolute',
          inset: 0,
          '& circle': { strokeLinecap: 'round' },
        }}
      />
      <Box
        sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', alignContent: 'center' }}
      >
        <Typography
          component="p"
          sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1 }}
          data-testid="score"
        >
          {shown}%
        </Typography>
      </Box>
    </Box>
  );
}
