import type { HostState } from '@quizzical/common';
import { useEffect, useState } from 'react';

/**
 * Whole seconds left in the question, counted down locally from `time_left_ms` as received (the
 * server's clock decides; the screen's clock only counts, so a wrong clock on the teacher's computer
 * does not matter). null when the question has no time limit or the step is not a question.
 */
export function useCountdown(state: HostState | null): number | null {
  const [counted, setCounted] = useState(() => ({ state, seconds: toSeconds(timeLeftOf(state)) }));
  // a fresh state restarts from the server's newer figure, in the render that shows it
  if (counted.state !== state) setCounted({ state, seconds: toSeconds(timeLeftOf(state)) });

  useEffect(() => {
    const timeLeft = timeLeftOf(state);
    if (timeLeft === null) return;
    const deadline = performance.now() + timeLeft;
    const timer = setInterval(() => {
      const left = Math.max(0, deadline - performance.now());
      setCounted({ state, seconds: toSeconds(left) });
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [state]);

  return counted.seconds;
}

function timeLeftOf(state: HostState | null): number | null {
  return state?.step === 'question' ? state.time_left_ms : null;
}

function toSeconds(ms: number | null): number | null {
  return ms === null ? null : Math.ceil(Math.max(0, ms) / 1000);
}
