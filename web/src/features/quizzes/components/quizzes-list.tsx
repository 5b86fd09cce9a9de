import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Checkbox, IconButton, Link, Skeleton, TextField, Typography } from '@mui/material';
import type { Quiz } from '@quizzical/common';
import { Link as RouterLink } from '../../../lib/router';
import {
  formatAnswers,
  formatDate,
  formatDuration,
  formatStudents,
  quizLink,
  type SortKey,
} from '../lib/quiz-format';
import { QUIZ_COLUMNS, type QuizTableView } from '../lib/use-quiz-table-view';
import { StatusChip } from './status-chip';

interface QuizzesListProps {
  view: QuizTableView;
  quizzes: Quiz[] | undefined;
  loading: boolean;
  emptyText: string;
}

/** The dashboard on a phone: a list with a select-all box and a sort select instead of the table. */
export function QuizzesList({ view, quizzes, loading, emptyText }: QuizzesListProps) {
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
          indeterminate={view.someSelected}
          checked={view.allSelected}
          disabled={!view.canSelectAll}
          onChange={view.toggleAll}
          slotProps={{ input: { 'aria-label': 'Select all quizzes' } }}
        />
        <TextField
          select
          size="small"
          label="Sort by"
          value={view.sortKey}
          onChange={(e) => view.sortBy(e.target.value as SortKey)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {QUIZ_COLUMNS.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </TextField>
        <IconButton
          aria-label={
            view.direction === 'asc'
              ? 'Sorted ascending, sort descending'
              : 'Sorted descending, sort ascending'
          }
          onClick={view.flipDirection}
        >
          {view.direction === 'asc' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
        </IconButton>
      </Box>
      <Box component="ul" aria-label="My quizzes" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {loading && !quizzes && (
          <Box component="li" sx={{ p: 2 }}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        )}
        {quizzes && view.sorted.length === 0 && (
          <Box component="li" sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }}>
            {emptyText}
          </Box>
        )}
        {view.rows.map((quiz) => {
          const isSelected = view.isSelected(quiz.code);
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
                onChange={() => view.toggle(quiz.code)}
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
    </>
  );
}
