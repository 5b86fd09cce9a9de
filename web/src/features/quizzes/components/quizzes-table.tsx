import {
  Box,
  Checkbox,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { DASHBOARD_PAGE_SIZES, type Quiz } from '@quizzical/common';
import { visuallyHidden } from '../../../components/page-container';
import { Link as RouterLink } from '../../../lib/router';
import { formatAnswers, formatDate, formatDuration, formatStudents, quizLink } from '../lib/quiz-format';
import { QUIZ_COLUMNS, useQuizTableView } from '../lib/use-quiz-table-view';
import { QuizzesList } from './quizzes-list';
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
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table aria-label="My quizzes" sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  indeterminate={view.someSelected}
                  checked={view.allSelected}
                  disabled={!view.canSelectAll}
                  onChange={view.toggleAll}
                  slotProps={{ input: { 'aria-label': 'Select all quizzes' } }}
                />
              </TableCell>
              {QUIZ_COLUMNS.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={view.sortKey === column.key ? view.direction : false}
                  sx={{
                    fontWeight: 700,
                    whiteSpace: 'nowrap',
                    minWidth: column.minWidth,
                  }}
                >
                  <TableSortLabel
                    active={view.sortKey === column.key}
                    direction={view.sortKey === column.key ? view.direction : 'asc'}
                    onClick={() => view.sortBy(column.key)}
                  >
                    {column.label}
                    {view.sortKey === column.key && (
                      <Box component="span" sx={visuallyHidden}>
                        {view.direction === 'desc' ? 'sorted descending' : 'sorted ascending'}
                      </Box>
                    )}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading &&
              !quizzes &&
              [0, 1, 2].map((i) => (
                <TableRow key={i}>
                  <TableCell colSpan={QUIZ_COLUMNS.length + 1}>
                    <Skeleton height={32} />
                  </TableCell>
                </TableRow>
              ))}
            {quizzes && view.sorted.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={QUIZ_COLUMNS.length + 1}
                  sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}
                >
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
            {view.rows.map((quiz) => {
              const isSelected = view.isSelected(quiz.code);
              return (
                <TableRow key={quiz.code} hover selected={isSelected} aria-selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => view.toggle(quiz.code)}
                      slotProps={{ input: { 'aria-label': `Select ${quiz.title}` } }}
                    />
                  </TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>
                    <Link
                      component={RouterLink}
                      to={quizLink(quiz)}
                      sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }}
                    >
                      {quiz.title}
                    </Link>
                    <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                      <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                        {quiz.code}
                      </Box>
                      {` · ${quiz.num_questions === 1 ? '1 question' : `${quiz.num_questions} questions`}`}
                      {quiz.description && ` · ${quiz.description}`}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <StatusChip status={quiz.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(quiz.created_date)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDuration(quiz.duration)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatStudents(quiz)}
                  </TableCell>
                  <TableCell align="right">{formatAnswers(quiz)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </>
  );
}
