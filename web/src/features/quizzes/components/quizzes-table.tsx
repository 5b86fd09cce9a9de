import { useMediaQuery } from '@mui/material';
import { DASHBOARD_PAGE_SIZES, type Quiz } from '@quizzical/common';
import { useLanguage, useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';
import '../dashboard.css';
import { formatAnswers, formatDate, formatDuration, formatStudents, quizLink } from '../lib/quiz-format';
import { QUIZ_COLUMNS, useQuizTableView } from '../lib/use-quiz-table-view';
import { DashboardIcon } from './dashboard-icons';
import { PlainCheckbox, QuizzesList, SelectAllCheckbox } from './quizzes-list';
import { ScheduleCaption } from './schedule-caption';
import { StatusChip } from './status-chip';
import { TablePagination } from './table-pagination';

interface QuizzesTableProps {
  quizzes: Quiz[] | undefined;
  loading: boolean;
  selected: string[];
  onSelectedChange(codes: string[]): void;
  /** Shown as the only row when there is nothing to list. */
  emptyText: string;
}

/**
 * The dashboard table (spec §2, §9): selection checkboxes, sortable columns (created descending by
 * default), 5 rows a page with 5/10/25/50. On phones a list with a sort select
 * replaces the table; between phone and desktop widths the table scrolls sideways.
 */
export function QuizzesTable({ quizzes, loading, selected, onSelectedChange, emptyText }: QuizzesTableProps) {
  const view = useQuizTableView(quizzes, selected, onSelectedChange);
  const t = useT();
  useLanguage();

  // MUI's breakpoints.down('sm'), read at the first render (no desktop render first on a phone)
  const compact = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const pagination = (
    <TablePagination
      count={view.sorted.length}
      page={view.page}
      onPageChange={view.setPage}
      rowsPerPage={view.rowsPerPage}
      rowsPerPageOptions={DASHBOARD_PAGE_SIZES}
      onRowsPerPageChange={view.setRowsPerPage}
      compact={compact}
    />
  );

  if (compact) {
    return (
      <>
        <QuizzesList view={view} quizzes={quizzes} loading={loading} emptyText={emptyText} />
        {pagination}
      </>
    );
  }

  return (
    <>
      <div className="dash-table-wrap">
        <table aria-label={t('quizzes.dashboard.title')} className="dash-table">
          <thead>
            <tr>
              <th scope="col" className="dash-cell-checkbox">
                <SelectAllCheckbox view={view} />
              </th>
              {QUIZ_COLUMNS.map((column) => {
                const active = view.sortKey === column.key;
                const direction = active ? view.direction : 'asc';
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.numeric ? 'dash-cell-right' : undefined}
                    aria-sort={active ? (view.direction === 'desc' ? 'descending' : 'ascending') : undefined}
                    style={{ minWidth: column.minWidth }}
                  >
                    <button
                      type="button"
                      className={`dash-sort${active ? ' dash-sort--active' : ''}${direction === 'asc' ? ' dash-sort--asc' : ''}`}
                      onClick={() => view.sortBy(column.key)}
                    >
                      {t(column.label)}
                      {active && (
                        <span className="ui-visually-hidden">
                          {view.direction === 'desc'
                            ? t('quizzes.table.sorted_descending')
                            : t('quizzes.table.sorted_ascending')}
                        </span>
                      )}
                      <DashboardIcon name="arrowDownward" />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading &&
              !quizzes &&
              [0, 1, 2].map((i) => (
                <tr key={i}>
                  <td colSpan={QUIZ_COLUMNS.length + 1}>
                    <span className="dash-skeleton dash-skeleton--row" />
                  </td>
                </tr>
              ))}
            {quizzes && view.sorted.length === 0 && (
              <tr>
                <td colSpan={QUIZ_COLUMNS.length + 1} className="dash-cell-empty">
                  {emptyText}
                </td>
              </tr>
            )}
            {view.rows.map((quiz) => {
              const isSelected = view.isSelected(quiz.code);
              return (
                <tr
                  key={quiz.code}
                  className={isSelected ? 'dash-row--selected' : undefined}
                  aria-selected={isSelected}
                >
                  <td className="dash-cell-checkbox">
                    <PlainCheckbox
                      label={t('quizzes.table.select', { title: quiz.title })}
                      checked={isSelected}
                      onChange={() => view.toggle(quiz.code)}
                    />
                  </td>
                  <td className="dash-cell-title">
                    <RouterLink
                      to={quizLink(quiz)}
                      className="dash-link dash-table-title"
                      lang={quiz.language}
                    >
                      {quiz.title}
                    </RouterLink>
                    <span className="dash-caption ui-secondary">
                      <span className="dash-code">{quiz.code}</span>
                      {` · ${t('quizzes.question_count', { count: quiz.num_questions })}`}
                      {quiz.description && ` · ${quiz.description}`}
                    </span>
                    <ScheduleCaption quiz={quiz} as="span" />
                  </td>
                  <td>
                    <StatusChip status={quiz.status} />
                  </td>
                  <td className="dash-cell-nowrap">{formatDate(quiz.created_date)}</td>
                  <td className="dash-cell-right dash-cell-nowrap">{formatDuration(quiz.duration)}</td>
                  <td className="dash-cell-right dash-cell-nowrap">{formatStudents(quiz)}</td>
                  <td className="dash-cell-right">{formatAnswers(quiz)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pagination}
    </>
  );
}
