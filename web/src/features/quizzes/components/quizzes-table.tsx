import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Box,
  Checkbox,
  IconButton,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { DASHBOARD_PAGE_SIZES, type Quiz } from '@quizzical/common';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/page-container';
import {
  formatAnswers,
  formatDate,
  formatDuration,
  formatStudents,
  quizLink,
  type SortDirection,
  type SortKey,
  sortQuizzes,
} from '../lib/quiz-format';
import { StatusChip } from './status-chip';

interface Column {
  key: SortKey;
  label: string;
  numeric?: boolean;
  minWidth?: number;
}

const COLUMNS: Column[] = [
  { key: 'title', label: 'Title', minWidth: 200 },
  { key: 'status', label: 'Status' },
  { key: 'created_date', label: 'Created' },
  { key: 'duration', label: 'Duration', numeric: true },
  { key: 'number_students', label: 'Students', numeric: true },
  { key: 'answers', label: 'Answers', numeric: true },
];

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
  const [sortKey, setSortKey] = useState<SortKey>('created_date');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(DASHBOARD_PAGE_SIZES[0]);

  const sorted = useMemo(() => sortQuizzes(quizzes ?? [], sortKey, direction), [quizzes, sortKey, direction]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / rowsPerPage) - 1);
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const rows = sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);

  const sortBy = (key: SortKey) => {
    if (key === sortKey) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setSortKey(key);
      setDirection(key === 'title' ? 'asc' : 'desc');
    }
  };

  const allCodes = sorted.map((q) => q.code);
  const selectedSet = new Set(selected);
  const allSelected = allCodes.length > 0 && allCodes.every((c) => selectedSet.has(c));
  const someSelected = selected.length > 0 && !allSelected;
  const toggle = (code: string) =>
    onSelectedChange(selectedSet.has(code) ? selected.filter((c) => c !== code) : [...selected, code]);

  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pagination = (
    <TablePagination
      component="div"
      count={sorted.length}
      page={Math.min(page, lastPage)}
      onPageChange={(_e, value) => setPage(value)}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[...DASHBOARD_PAGE_SIZES]}
      onRowsPerPageChange={(e) => {
        setRowsPerPage(Number(e.target.value));
        setPage(0);
      }}
      labelRowsPerPage={compact ? 'Rows:' : 'Rows per page:'}
      sx={compact ? { '& .MuiTablePagination-toolbar': { px: 1 } } : undefined}
    />
  );

  if (compact) {
    return (
      <>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 0.5,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Checkbox
            indeterminate={someSelected}
            checked={allSelected}
            disabled={allCodes.length === 0}
            onChange={() => onSelectedChange(allSelected ? [] : allCodes)}
            slotProps={{ input: { 'aria-label': 'Select all quizzes' } }}
          />
          <TextField
            select
            size="small"
            label="Sort by"
            value={sortKey}
            onChange={(e) => sortBy(e.target.value as SortKey)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {COLUMNS.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </TextField>
          <IconButton
            aria-label={
              direction === 'asc' ? 'Sorted ascending, sort descending' : 'Sorted descending, sort ascending'
            }
            onClick={() => setDirection(direction === 'asc' ? 'desc' : 'asc')}
          >
            {direction === 'asc' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
          </IconButton>
        </Box>
        <Box component="ul" aria-label="My quizzes" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {loading && !quizzes && (
            <Box component="li" sx={{ p: 2 }}>
              <Skeleton height={48} />
              <Skeleton height={48} />
            </Box>
          )}
          {quizzes && sorted.length === 0 && (
            <Box component="li" sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }}>
              {emptyText}
            </Box>
          )}
          {rows.map((quiz) => {
            const isSelected = selectedSet.has(quiz.code);
            return (
              <Box
                component="li"
                key={quiz.code}
                sx={{
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 0.5,
                  px: 0.5,
                  py: 1.25,
                  borderBottom: 1,
                  borderColor: 'divider',
                  bgcolor: isSelected ? 'rgba(79, 70, 229, 0.06)' : undefined,
                }}
              >
                <Checkbox
                  checked={isSelected}
                  onChange={() => toggle(quiz.code)}
                  slotProps={{ input: { 'aria-label': `Select ${quiz.title}` } }}
                />
                <Box sx={{ flexGrow: 1, minWidth: 0, pt: 0.75, pr: 1.5 }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <Link
                      component={RouterLink}
                      to={quizLink(quiz)}
                      sx={{ fontWeight: 700, flexGrow: 1, overflowWrap: 'anywhere' }}
                    >
                      {quiz.title}
                    </Link>
                    <StatusChip status={quiz.status} />
                  </Box>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                      {quiz.code}
                    </Box>
                    {` · ${formatDate(quiz.created_date)} · ${formatDuration(quiz.duration)}`}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {`Students: ${formatStudents(quiz)} · Answers: ${formatAnswers(quiz)}`}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
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
                  indeterminate={someSelected}
                  checked={allSelected}
                  disabled={allCodes.length === 0}
                  onChange={() => onSelectedChange(allSelected ? [] : allCodes)}
                  slotProps={{ input: { 'aria-label': 'Select all quizzes' } }}
                />
              </TableCell>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={sortKey === column.key ? direction : false}
                  sx={{
                    fontWeight: 700,
                    whiteSpace: 'nowrap',
                    minWidth: column.minWidth,
                  }}
                >
                  <TableSortLabel
                    active={sortKey === column.key}
                    direction={sortKey === column.key ? direction : 'asc'}
                    onClick={() => sortBy(column.key)}
                  >
                    {column.label}
                    {sortKey === column.key && (
                      <Box component="span" sx={visuallyHidden}>
                        {direction === 'desc' ? 'sorted descending' : 'sorted ascending'}
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
                  <TableCell colSpan={COLUMNS.length + 1}>
                    <Skeleton height={32} />
                  </TableCell>
                </TableRow>
              ))}
            {quizzes && sorted.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={COLUMNS.length + 1}
                  sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}
                >
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
            {rows.map((quiz) => {
              const isSelected = selectedSet.has(quiz.code);
              return (
                <TableRow key={quiz.code} hover selected={isSelected} aria-selected={isSelected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      onChange={() => toggle(quiz.code)}
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
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
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
