import { useLayoutEffect, useRef } from 'react';

/**
 * The run screen's keyboard: 1–4 or A–D answer (`answer(slot index)`, true when that slot exists),
 * ← and → move. Not while typing in a field, nor inside a dialog, nor when `paused`.
 */
export function useRunnerKeys(handlers: {
  paused: boolean;
  answer(slot: number): boolean;
  move(by: number): void;
}) {
  const latest = useRef(handlers);
  latest.current = handlers;
  // a layout effect: the keys work from the moment the question is on screen
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const { paused, answer, move } = latest.current;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      // a checkbox (several answers) takes the keys too; a field being typed in does not
      const typing =
        'input:not([type="checkbox"]), textarea, select, [contenteditable="true"], [role="dialog"]';
      if (target?.closest(typing)) return;
      if (paused) return;
      const key = event.key.toLowerCase();
      const slot = '1234'.indexOf(key) >= 0 ? '1234'.indexOf(key) : 'abcd'.indexOf(key);
      if (key.length === 1 && slot >= 0) {
        if (answer(slot)) event.preventDefault();
      } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
        event.preventDefault();
        move(event.key === 'ArrowRight' ? 1 : -1);
      }
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
