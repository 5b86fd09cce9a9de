import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import '../dashboard.css';
import { DashboardIcon } from './dashboard-icons';

interface TablePaginationProps {
  count: number;
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange(page: number): void;
  onRowsPerPageChange(rowsPerPage: number): void;
  /** Phones: the short label and narrower sides. */
  compact?: boolean;
}

/**
 * MUI's TablePagination drawn with plain elements (dashboard.css): 'Rows per page:' and a native select,
 * the range as MUI prints it ('1–5 of 12'), previous and next. MUI's module builds an
 * Intl.NumberFormat when it loads and its styles are computed at every first render.
 */
export function TablePagination({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange,
  compact,
}: TablePaginationProps) {
  const labelId = useId();
  const t = useT();
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = Math.min(count, (page + 1) * rowsPerPage);
  const last = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <div className={compact ? 'dash-pagination dash-pagination--compact' : 'dash-pagination'}>
      <div className="dash-pagination-toolbar">
        <div className="dash-pagination-spacer" />
        <p className="ui-body2 dash-pagination-text" id={labelId}>
          {compact ? t('quizzes.pagination.rows') : t('quizzes.pagination.rows_per_page')}
        </p>
        <select
          className="dash-pagination-select"
          aria-labelledby={labelId}
          value={rowsPerPage}
          onChange={(e) => onRowsPerPageChange(Number(e.currentTarget.value))}
        >
          {rowsPerPageOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <p className="ui-body2 dash-pagination-text">{t('quizzes.pagination.range', { from, to, count })}</p>
        <div className="dash-pagination-actions">
          <button
            type="button"
            className="ui-icon-button dash-icon-button"
            aria-label={t('quizzes.pagination.previous')}
            title={t('quizzes.pagination.previous')}
            disabled={page === 0}
            onClick={() => onPageChange(page - 1)}
          >
            <DashboardIcon name="keyboardArrowLeft" />
          </button>
          <button
            type="button"
            className="ui-icon-button dash-icon-button"
            aria-label={t('quizzes.pagination.next')}
            title={t('quizzes.pagination.next')}
            disabled={page >= last}
            onClick={() => onPageChange(page + 1)}
          >
            <DashboardIcon name="keyboardArrowRight" />
          </button>
        </div>
      </div>
    </div>
  );
}
