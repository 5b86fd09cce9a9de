import { useEffect, useRef } from 'react';

/** Where space and → keep their own meaning: typing, and controls that take the keys themselves. */
const OWN_KEYS = 'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"]';
/** Where space already presses what has the focus (a button, a link): not the main action too. */
const PRESSABLE = 'button, a[href], [role="button"], summary';

/**
 * Space or → anywhere on the page = the main button (a clicker's "next" sends → or PageDown;
 * PageDown is taken too). Held keys do not repeat the action; `onNext` is null when there is
 * nothing to do.
 */
export function useNextKeys(onNext: (() => void) | null) {
  const handler = useRef(onNext);
  handler.current = onNext;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      const isSpace = event.key === ' ';
      if (!isSpace && event.key !== 'ArrowRight' && event.key !== 'PageDown') return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_KEYS)) return;
      if (isSpace && target?.closest(PRESSABLE)) return;
      event.preventDefault();
      if (event.repeat) return;
      handler.current?.();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
