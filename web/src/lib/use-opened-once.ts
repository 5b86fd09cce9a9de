import { useState } from 'react';

/**
 * True from the first render where `open` is true, and from then on: what a dialog or menu draws is
 * mounted at its first opening, not at the page's first render (closed, it still computed its styles
 * there), and stays mounted afterwards for its closing transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
