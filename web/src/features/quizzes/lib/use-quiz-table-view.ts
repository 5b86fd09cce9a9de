import { DASHBOARD_PAGE_SIZES, type Quiz } from '@quizzical/common';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MessageKey } from '../../../lib/i18n';
import { type SortDirection, type SortKey, sortQuizzes } from './quiz-format';

export interface QuizColumn {
  key: SortKey;
  label: MessageKey;
  numeric?: boolean;
  minWidth?: number;
}

/** The dashboard's columns, also the choices of the phone list's sort select. */
export const QUIZ_COLUMNS: QuizColumn[] = [
  { key: 'title', label: 'quizzes.table.title', minWidth: 200 },
  { key: 'status', label: 'quizzes.table.status' },
  { key: 'created_date', label: 'quizzes.table.created' },
  { key: 'duration', label: 'quizzes.table.duration', numeric: true },
  { key: 'number_students', label: 'quizzes.table.students', numeric: true },
  { key: 'answers', label: 'quizzes.table.answers', numeric: true },
];

/**
 * What the dashboard table and its phone list share: the sort (created descending by default, a new
 * column ascending for the title and descending otherwise), the page (5 rows by default), and the
 * selection. The selection only ever holds quizzes the teacher sees: when a search, a sort or another
 * page hides a selected quiz, it leaves the selection, so that the toolbar's count, Stop, Delete and
 * their confirmations never act on a quiz out of sight. "Select all" selects the page's rows.
 */
export function useQuizTableView(
  quizzes: Quiz[] | undefined,
  selected: string[],
  onSelectedChange: (codes: string[]) => void,
) {
  const [sortKey, setSortKey] = useState<SortKey>('created_date');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(DASHBOARD_PAGE_SIZES[0]);

  const sorted = useMemo(() => sortQuizzes(quizzes ?? [], sortKey, direction), [quizzes, sortKey, direction]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / rowsPerPage) - 1);
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const shownPage = Math.min(page, lastPage);
  const rows = sorted.slice(shownPage * rowsPerPage, shownPage * rowsPerPage + rowsPerPage);
  const visibleCodes = rows.map((q) => q.code);
  const selectedSet = new Set(selected);
  const allSelected = visibleCodes.length > 0 && visibleCodes.every((c) => selectedSet.has(c));

  // read by the effect below, which runs when the visible rows change, not when the selection does
  // (a quiz selected just before it appears, e.g. a copy, must not be dropped)
  const latest = useRef({ selected, onSelectedChange });
  latest.current = { selected, onSelectedChange };
  const visibleKey = visibleCodes.join(' ');
  useEffect(() => {
    // still loading: nothing is shown yet, nothing is hidden either
    if (!quizzes) return;
    const visible = new Set(visibleKey.split(' '));
    const { selected: current, onSelectedChange: change } = latest.current;
    if (current.some((c) => !visible.has(c))) change(current.filter((c) => visible.has(c)));
  }, [visibleKey, quizzes]);

  return {
    sortKey,
    direction,
    sortBy(key: SortKey) {
      if (key === sortKey) setDirection(direction === 'asc' ? 'desc' : 'asc');
      else {
        setSortKey(key);
        setDirection(key === 'title' ? 'asc' : 'desc');
      }
    },
    flipDirection: () => setDirection(direction === 'asc' ? 'desc' : 'asc'),
    sorted,
    rows,
    page: shownPage,
    setPage,
    rowsPerPage,
    setRowsPerPage(value: number) {
      setRowsPerPage(value);
      setPage(0);
    },
    isSelected: (code: string) => selectedSet.has(code),
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
    canSelectAll: visibleCodes.length > 0,
    toggle: (code: string) =>
      onSelectedChange(selectedSet.has(code) ? selected.filter((c) => c !== code) : [...selected, code]),
    toggleAll: () => onSelectedChange(allSelected ? [] : visibleCodes),
  };
}

export type QuizTableView = ReturnType<typeof useQuizTableView>;
