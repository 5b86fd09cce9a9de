import { QUIZ_STATUS, type Quiz } from '@quizzical/common';
import { formatDate as formatDay, formatPercent, getT, type MessageKey } from '../../../lib/i18n';

/** Server timestamps carry microseconds ("…:05.123456Z"); Date wants at most milliseconds. */
export function parseServerDate(value: string): Date {
  return new Date(value.replace(/(\.\d{3})\d+/, '$1'));
}

/** dd.MM.yyyy in local time (spec §9; the language's own day format elsewhere); '' for a missing or broken date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseServerDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatDay(date);
}

/** '{n} mn' (spec §9), in the language on screen. */
export const formatDuration = (minutes: number) => getT()('quizzes.duration', { minutes });

/** round(responses / number_students * 100), or null when the number of students is empty or 0. */
export function answersPercent(quiz: Pick<Quiz, 'num_responses' | 'number_students'>): number | null {
  if (!quiz.number_students) return null;
  return Math.round((quiz.num_responses / quiz.number_students) * 100);
}

/** The answers column: '{p}%' or '---' (spec §9). */
export function formatAnswers(quiz: Pick<Quiz, 'num_responses' | 'number_students'>): string {
  const percent = answersPercent(quiz);
  return percent === null ? '---' : formatPercent(percent / 100);
}

/**
 * The students column: how many joined, out of the class size when one was typed ('12 / 30'), so it is
 * never blank once students have joined.
 */
export function formatStudents(quiz: Pick<Quiz, 'num_responses' | 'number_students'>): string {
  return quiz.number_students ? `${quiz.num_responses} / ${quiz.number_students}` : `${quiz.num_responses}`;
}

export const STATUS_LABELS: Record<number, MessageKey> = {
  [QUIZ_STATUS.NOT_STARTED]: 'quizzes.status.not_started',
  [QUIZ_STATUS.STARTED]: 'quizzes.status.started',
  [QUIZ_STATUS.CLOSED]: 'quizzes.status.closed',
};

/** Active quizzes count against the free plan (status 0 or 1, spec §6). */
export const isActive = (quiz: Pick<Quiz, 'status'>) =>
  quiz.status === QUIZ_STATUS.NOT_STARTED || quiz.status === QUIZ_STATUS.STARTED;

/** Where a title click leads: the editor while not started, else the results (spec §4). */
export const quizLink = (quiz: Pick<Quiz, 'status' | 'code'>) =>
  quiz.status === QUIZ_STATUS.NOT_STARTED ? `/edit_quizz/${quiz.code}` : `/quizz/detail/${quiz.code}`;

export type SortKey = 'title' | 'status' | 'created_date' | 'duration' | 'number_students' | 'answers';
export type SortDirection = 'asc' | 'desc';

const sortValue: Record<SortKey, (quiz: Quiz) => string | number> = {
  title: (q) => q.title.toLocaleLowerCase(),
  status: (q) => q.status,
  created_date: (q) => parseServerDate(q.created_date).getTime() || 0,
  duration: (q) => q.duration,
  // the column shows the participants: sort by them (the class size is only the denominator)
  number_students: (q) => q.num_responses,
  answers: (q) => answersPercent(q) ?? -1,
};

/** A sorted copy; ties keep the server's order (newest first). */
export function sortQuizzes(quizzes: readonly Quiz[], key: SortKey, direction: SortDirection): Quiz[] {
  const value = sortValue[key];
  const sign = direction === 'asc' ? 1 : -1;
  return quizzes
    .map((quiz, index) => ({ quiz, index, v: value(quiz) }))
    .sort((a, b) => {
      const diff =
        typeof a.v === 'string' && typeof b.v === 'string'
          ? a.v.localeCompare(b.v)
          : (a.v as number) - (b.v as number);
      return diff !== 0 ? diff * sign : a.index - b.index;
    })
    .map((x) => x.quiz);
}
