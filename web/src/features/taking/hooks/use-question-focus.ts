import { useEffect, useRef } from 'react';

/**
 * A new question (not the first one shown): its heading gets the focus (screen readers read it) and
 * its card's top comes into view under the sticky header.
 */
export function useQuestionFocus(index: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLDivElement>(null);
  /** the question shown when the focus last moved (the first one shown keeps the page's focus) */
  const focused = useRef(index);
  useEffect(() => {
    if (focused.current === index) return;
    focused.current = index;
    heading.current?.focus({ preventScroll: true });
    const top = card.current?.getBoundingClientRect().top ?? 0;
    if (top < 72) window.scrollTo({ top: Math.max(0, window.scrollY + top - 84), behavior: 'smooth' });
  }, [index]);
  return { heading, card };
}
