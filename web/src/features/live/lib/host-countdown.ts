import type { HostState } from '@quizzical/common';
import { useEffect, useState } from 'react';

/**
 * Whole seconds left in the question, counted down locally from `time_left_ms` as received (the
 * server's clock decides; the screen's clock only counts, so a wrong clock on the teacher's computer
 * does not matter). null when the question has no time limit or the step is not a question.
 */
export function useCountdown(state: HostState | null): number | null {
  const timeLeft = state?.step === 'question' ? state.time_left_ms : null;
  const [seconds, setSeconds] = useState<number | null>(() => toSeconds(timeLeft));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh state restarts from the server's newer figure
  useEffect(() => {
    if (timeLeft === null) {
      setSeconds(null);
      return;
    }
    const deadline = performance.now() + timeLeft;
    const tick = () => {
      const left = Math.max(0, deadline - performance.now());
      setSeconds(toSeconds(left));
      return left;
    };
    tick();
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [timeLeft, state]);

  return seconds;
}

function toSeconds(ms: number | null | undefined): number | null {
  return ms === null || ms === undefined ? null : Math.ceil(Math.max(0, ms) / 1000);
}
