import { useState } from 'react';

/**
 * A list's page that starts again at the first page whenever `criteria` change. Derived while
 * rendering (not reset by an effect), so no render asks for a later page of the new criteria.
 */
export function usePageOf(criteria: string): [number, (page: number) => void] {
  const [paging, setPaging] = useState({ criteria, page: 0 });
  const page = paging.criteria === criteria ? paging.page : 0;
  return [page, (next: number) => setPaging({ criteria, page: next })];
}
