/**
 * The projector screen's palette: light text on a deep indigo, so that a washed-out projector in a
 * lit room still shows it (every pair here is above 7:1 except `muted`, 4.5:1 at least).
 */
export const HOST = {
  background: '#1e1b4b',
  panel: '#2b2766',
  /** an answer that is not the correct one, in the reveal */
  dimmed: '#35316e',
  text: '#ffffff',
  muted: '#d6d4f0',
  /** focus ring: visible on the indigo and on every answer colour */
  focus: '#fde047',
  gold: '#fbbf24',
  silver: '#e2e8f0',
  bronze: '#f0a868',
} as const;

/** The visible focus of every control on the screen (keyboard users drive the whole game). */
export const focusRing = {
  '&:focus-visible': { outline: `4px solid ${HOST.focus}`, outlineOffset: '3px' },
} as const;
