import { useEffect } from 'react';

/** The tab's title: the page's name, then the product's ('Quizzical' alone for an empty name). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Quizzical` : 'Quizzical';
  }, [title]);
}
