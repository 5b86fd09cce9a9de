import { isLanguage } from '@quizzical/common';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { usePageOf } from '../../../lib/use-page-of';
import type { MarketSearchParams } from '../api/search-market';

const KEYWORD_DEBOUNCE_MS = 400;

const asId = (value: string) => (value ? Number(value) : undefined);

/**
 * The market's search criteria and page. Staff may list the proposed questions; everyone else sees
 * the approved ones. The keyword is searched once typing pauses; any new criterion starts again on
 * the first page.
 */
export function useMarketFilters(isStaff: boolean) {
  const [theme, setTheme] = useState('');
  const [level, setLevel] = useState('');
  const [type, setType] = useState('');
  const [language, setLanguage] = useState('');
  const [approved, setApproved] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebounce(keyword.trim(), KEYWORD_DEBOUNCE_MS);
  const active = isStaff ? approved : true;
  const [page, setPage] = usePageOf(JSON.stringify([theme, level, type, language, active, debouncedKeyword]));

  const params: MarketSearchParams = {
    active,
    theme: asId(theme),
    level: asId(level),
    type: asId(type),
    language: isLanguage(language) ? language : undefined,
    keyword: debouncedKeyword || undefined,
    page,
  };
  return {
    theme,
    setTheme,
    level,
    setLevel,
    type,
    setType,
    language,
    setLanguage,
    approved,
    setApproved,
    keyword,
    setKeyword,
    page,
    setPage,
    active,
    params,
    /** How many filters narrow the list (the badge of the phone's 'Filters' button). */
    activeCount: [theme, level, type, language].filter(Boolean).length + (isStaff && !approved ? 1 : 0),
  };
}

export type MarketFilterState = ReturnType<typeof useMarketFilters>;
