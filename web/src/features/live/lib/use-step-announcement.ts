import type { HostState } from '@quizzical/common';
import { useState } from 'react';
import { announcement, stepKey } from './host-steps';

/**
 * What the screen reader says of the game: written when the step changes (its key), from the state
 * that brought it, and not again for every answer or join of that step (they would interrupt it).
 * Derived while rendering: the text belongs to the render that shows its step.
 */
export function useStepAnnouncement(state: HostState | null): string {
  const key = state ? stepKey(state) : '';
  const [spoken, setSpoken] = useState(() => ({ key, text: state ? announcement(state) : '' }));
  if (spoken.key !== key) {
    const next = { key, text: state ? announcement(state) : '' };
    setSpoken(next);
    return next.text;
  }
  return spoken.text;
}
