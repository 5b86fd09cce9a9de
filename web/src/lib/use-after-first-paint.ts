import { useEffect, useState } from 'react';

/**
 * False during a component's first render, true from the task after the first paint on: what is not on
 * a phone's first screen (the footer, the home page's presentation) renders then, so the first render on
 * a first visit (the main thread's longest task, and what the largest text waits for) is shorter.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // effects run after the paint; the timer gives the second render a task of its own
    const timer = setTimeout(() => setReady(true));
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
