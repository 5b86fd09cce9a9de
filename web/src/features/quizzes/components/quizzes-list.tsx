import type { Quiz } from '@quizzical/common';
import { useId } from 'react';
import { PlainField } from '../../../components/plain-field';
import { SvgIcon } from '../../../components/svg-icon';
import { useLanguage, useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';
import '../dashboard.css';
import {
  formatAnswers,
  formatDate,
  formatDuration,
  formatStudents,
  quizLink,
  type SortKey,
} from '../lib/quiz-format';
import { QUIZ_COLUMNS, type QuizTableView } from '../lib/use-quiz-table-view';
import { DashboardIcon } from './dashboard-icons';
import { ScheduleCaption } from './schedule-caption';
import { StatusChip } from './status-chip';

interface QuizzesListProps {
  view: QuizTableView;
  quizzes: Quiz[] | undefined;
  loading: boolean;
  emptyText: string;
}

/** MUI's Checkbox look (an icon under an invisible native input), drawn by dashboard.css; the table uses it too. */
export function PlainCheckbox({
  label,
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange(): void;
}) {
  const on = checked || indeterminate;
  return (
    <span
      className={`dash-checkbox${on ? ' dash-checkbox--checked' : ''}${disabled ? ' dash-checkbox--disabled' : ''}`}
    >
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        ref={(input) => {
          if (input) input.indeterminate = !!indeterminate;
        }}
        data-indeterminate={indeterminate ? 'true' : 'false'}
      />
      <DashboardIcon
        name={indeterminate ? 'checkBoxIndeterminate' : checked ? 'checkBox' : 'checkBoxBlank'}
      />
    </span>
  );
}

/** The box that selects every quiz of the view, or none (indeterminate while some are). */
export function SelectAllCheckbox({ view }: { view: QuizTableView }) {
  const t = useT();
  return (
    <PlainCheckbox
      label={t('quizzes.table.select_all')}
      indeterminate={view.someSelected}
      checked={view.allSelected}
      disabled={!view.canSelectAll}
      onChange={view.toggleAll}
    />
  );
}

/**
 * The dashboard on a phone: a list with a select-all box and a sort select instead of the table. Plain
 * elements styled by dashboard.css: no style is computed at run time.
 */
export function QuizzesList({ view, quizzes, loading, emptyText }: QuizzesListProps) {
  const sortId = useId();
  const t = useT();
  useLanguage();
  return (
    <>
      <div className="dash-list-head">
        <SelectAllCheckbox view={view} />
        <PlainField
          id={sortId}
          label={t('quizzes.table.sort_by')}
          raised
          small
          endAdornment={<SvgIcon path="M7 10l5 5 5-5z" className="dash-field-arrow" />}
        >
          <select
            id={sortId}
            className="ui-field-input dash-select"
            value={view.sortKey}
            onChange={(e) => view.sortBy(e.currentTarget.value as SortKey)}
          >
            {QUIZ_COLUMNS.map((c) => (
              <option key={c.key} value={c.key}>
                {t(c.label)}
              </option>
            ))}
          </select>
        </PlainField>
        <button
          type="button"
          className="ui-icon-button dash-icon-button"
          aria-label={
            view.direction === 'asc' ? t('quizzes.table.sort_descending') : t('quizzes.table.sort_ascending')
          }
          onClick={view.flipDirection}
        >
          <DashboardIcon name={view.direction === 'asc' ? 'arrowUpward' : 'arrowDownward'} />
        </button>
      </div>
      <ul aria-label={t('quizzes.dashboard.title')} className="dash-list">
        {loading && !quizzes && (
          <li className="dash-list-loading">
            <span className="dash-skeleton" />
            <span className="dash-skeleton" />
          </li>
        )}
        {quizzes && view.sorted.length === 0 && <li className="dash-list-empty">{emptyText}</li>}
        {view.rows.map((quiz) => {
          const isSelected = view.isSelected(quiz.code);
          return (
            <li
              key={quiz.code}
              className={isSelected ? 'dash-list-item dash-list-item--selected' : 'dash-list-item'}
            >
              <PlainCheckbox
                label={t('quizzes.table.select', { title: quiz.title })}
                checked={isSelected}
                onChange={() => view.toggle(quiz.code)}
              />
              <div className="dash-list-body">
                <div className="dash-list-top">
                  <RouterLink to={quizLink(quiz)} className="dash-link dash-list-title" lang={quiz.language}>
                    {quiz.title}
                  </RouterLink>
                  <StatusChip status={quiz.status} />
                </div>
                <p className="dash-caption ui-secondary">
                  <span className="dash-code">{quiz.code}</span>
                  {` · ${formatDate(quiz.created_date)} · ${formatDuration(quiz.duration)}`}
                </p>
                <p className="dash-caption ui-secondary">
                  {t('quizzes.table.caption', {
                    students: formatStudents(quiz),
                    answers: formatAnswers(quiz),
                  })}
                </p>
                <ScheduleCaption quiz={quiz} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
