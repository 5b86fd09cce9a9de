import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Box } from '@mui/material';
import { MESSAGES } from '@quizzical/common';
import { useEffect, useState } from 'react';
import { describeCountdown, formatCountdown, remainingMs, type ServerClock } from '../lib/countdown';

/** Re-renders its caller every `intervalMs` and returns Date.now(). */
export function useNow(intervalMs = 500) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/**
 * The run header's countdown (hours, minutes, seconds) on the server's clock; 'Time is over!' at zero.
 * It ticks on its own, so the question below does not re-render every second.
 */
export function CountdownDisplay({ clock }: { clock: ServerClock }) {
  const now = useNow();
  const left = remainingMs(clock, now);
  const over = left <= 0;
  const urgent = !over && left <= 60_000;
  const palette = over
    ? { bgcolor: '#fdecea', color: 'error.main' }
    : urgent
      ? { bgcolor: '#fff4e5', color: 'warning.main' }
      : { bgcolor: 'rgba(79, 70, 229, 0.08)', color: 'primary.dark' };
  return (
    <Box
      role="timer"
      aria-label={over ? MESSAGES.timeIsOver : describeCountdown(left)}
      sx={{
        ...palette,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.5,
        py: 0.75,
        borderRadius: 999,
        fontWeight: 700,
        fontSize: { xs: '1rem', md: '1.1rem' },
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      <TimerOutlined fontSize="small" aria-hidden="true" />
      <span aria-hidden="true">{over ? MESSAGES.timeIsOver : formatCountdown(left)}</span>
    </Box>
  );
}
