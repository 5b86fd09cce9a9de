import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageOf } from './use-page-of';

describe('a list page that follows its criteria', () => {
  it('shows the first page in the very render where a criterion changes (no request for a later page of it)', () => {
    const rendered: Array<[string, number]> = [];
    const { result, rerender } = renderHook(
      ({ criteria }) => {
        const [page, setPage] = usePageOf(criteria);
        rendered.push([criteria, page]);
        return setPage;
      },
      { initialProps: { criteria: 'theme=1' } },
    );
    act(() => result.current(3));
    expect(rendered.at(-1)).toEqual(['theme=1', 3]);

    rerender({ criteria: 'theme=2' });
    expect(rendered.filter(([criteria]) => criteria === 'theme=2').map(([, page]) => page)).toEqual([0]);
    act(() => result.current(1));
    expect(rendered.at(-1)).toEqual(['theme=2', 1]);
  });
});
