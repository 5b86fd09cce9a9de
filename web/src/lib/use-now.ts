import { useEffect, useState } from 'react';

/**
 * Re-renders its caller every `intervalMs` and returns Date.now(): a countdown ticks on its own this
 * way, so what is around it does not re-render every second.
 */
export function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
