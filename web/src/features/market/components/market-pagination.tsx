import { usePagination } from '@mui/material';
import { type Translate, useT } from '../../../lib/i18n';
import '../market.css';
import { MarketIcon } from './market-icons';

/** MUI Pagination's names for its buttons (no first and last buttons here). */
const ariaLabel = (t: Translate, type: string, page: number | null, selected: boolean) => {
  if (type === 'previous') return t('market.pagination.previous');
  if (type === 'next') return t('market.pagination.next');
  return t(selected ? 'market.pagination.page' : 'market.pagination.go_to_page', { page: page ?? 0 });
};

/**
 * The market's pages: MUI's usePagination (two pages at each end, the current one's neighbours,
 * ellipses between) drawn as MUI's primary Pagination, without Pagination and PaginationItem
 * (about 2 KB compressed on the market's JavaScript budget): plain buttons styled by market.css.
 */
export function MarketPagination({
  count,
  page,
  onChange,
}: {
  count: number;
  /** 1 for the first page. */
  page: number;
  onChange(page: number): void;
}) {
  const t = useT();
  const { items } = usePagination({
    count,
    page,
    boundaryCount: 2,
    onChange: (_e, value) => onChange(value),
  });
  return (
    <nav aria-label={t('market.pagination.label')}>
      <ul className="mk-pagination">
        {items.map(({ page: number, type, selected, disabled, onClick }) => (
          <li key={type === 'page' ? number : type}>
            {type === 'start-ellipsis' || type === 'end-ellipsis' ? (
              <div className="mk-page-ellipsis">…</div>
            ) : (
              <button
                type="button"
                className="ui-button-base mk-page-button"
                onClick={onClick}
                disabled={disabled}
                aria-label={ariaLabel(t, type, number, selected)}
                aria-current={selected ? 'page' : undefined}
              >
                {type === 'previous' ? (
                  <MarketIcon name="navigateBefore" />
                ) : type === 'next' ? (
                  <MarketIcon name="navigateNext" />
                ) : (
                  number
                )}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
