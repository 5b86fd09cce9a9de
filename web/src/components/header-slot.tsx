import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

interface HeaderSlotValue {
  content: ReactNode;
  setContent(content: ReactNode): void;
}

const HeaderSlotContext = createContext<HeaderSlotValue | null>(null);

/** Lets a page put something in the header (the run screen's countdown). */
export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [content, setContent] = useState<ReactNode>(null);
  return <HeaderSlotContext.Provider value={{ content, setContent }}>{children}</HeaderSlotContext.Provider>;
}

/** Rendered by the header where the page's content goes. */
export function HeaderSlot() {
  return <>{useContext(HeaderSlotContext)?.content ?? null}</>;
}

/**
 * Called by a page: shows `content` in the header while the page is mounted. The content renders in the
 * header, outside the page's MUI theme (app/mui-theme.tsx): plain elements only, or MUI would draw it in its
 * default colours.
 */
export function useHeaderSlot(content: ReactNode) {
  const setContent = useContext(HeaderSlotContext)?.setContent;
  useEffect(() => {
    setContent?.(content);
  }, [content, setContent]);
  useEffect(() => () => setContent?.(null), [setContent]);
}
