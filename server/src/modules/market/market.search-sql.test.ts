import { describe, expect, it } from 'vitest';
import { filterKey, type MarketSearchFilter } from './market.search-sql';

const filter: MarketSearchFilter = { status: 1, theme: 2, level: null, type: null, language: 'fr' };

describe("a search's total", () => {
  it('is shared by every page of the search and by nothing else a caller passes along', () => {
    const withPage = { ...filter, page: 3, active: true } as MarketSearchFilter;
    expect(filterKey(withPage)).toBe(filterKey(filter));
  });

  it('is told apart by the status and every filter', () => {
    const others: MarketSearchFilter[] = [
      { ...filter, status: 0 },
      { ...filter, theme: 3 },
      { ...filter, level: 1 },
      { ...filter, type: 1 },
      { ...filter, language: null },
    ];
    const keys = new Set([filter, ...others].map(filterKey));
    expect(keys.size).toBe(others.length + 1);
  });
});
