import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { type ReceivedState, timeLeftMs } from '../../lib/play-state';

/** Re-renders every `intervalMs` and returns Date.now(). */
function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** Whole seconds left, rounded up: 0.2 s still shows 1, and 0 means the time is over. */
export const secondsLeft = (ms: number) => Math.ceil(ms / 1000);

/**
 * The question's countdown on the server's clock (time_left_ms when the state came, counted down
 * here), or 'No time limit'. It ticks on its own so the answers do not re-render every second; the
 * screen reader hears it only when asked (role timer, no live announcements of each second).
 */
export function PlayCountdown({ received, onOver }: { received: ReceivedState; onOver?(): void }) {
  const now = useNow(250);
  const left = timeLeftMs(received, now);
  const over = left !== null && left <= 0;
  useEffect(() => {
    if (over) onOver?.();
  }, [over, onOver]);
  const urgent = left !== null && left <= 5_000;
  const text = left === null ? 'No time limit' : `${secondsLeft(left)} s`;
  return (
    <Box
      role="timer"
      aria-label={left === null ? 'No time limit' : `${secondsLeft(left)} seconds left`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.5,
        py: 0.75,
        borderRadius: 999,
        fontWeight: 800,
        fontSize: left === null ? '0.95rem' : '1.25rem',
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        bgcolor: urgent ? '#fdecea' : 'rgba(79, 70, 229, 0.1)',
        color: urgent ? '#b71c1c' : 'primary.dark',
      }}
    >
      <TimerOutlined fontSize="small" aria-hidden="true" />
      <span aria-hidden="true">{text}</span>
    </Box>
  );
}
