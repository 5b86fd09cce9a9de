import type { Question } from '@quizzical/common';
import type { MessageKey, Translate } from '../../i18n/catalogue';
import type { QuizRow } from '../quizzes/quizzes.table';
import { type Cell, neutralised, readableAnswer } from './results.presenters';
import { buildOrderedResultsReport } from './results.report';
import type { SessionResultRow } from './results.repository';

/**
 * How a participant is marked, the same in every spreadsheet: finished; still answering (not ended,
 * their time not over: they may still answer, also after a close); did not end (their time is over:
 * their answers so far are all there is).
 */
const PARTICIPANT_STATUS = {
  finished: 'sheet.results.status_finished',
  answering: 'sheet.results.status_answering',
  notEnded: 'sheet.results.status_not_ended',
} as const satisfies Record<string, MessageKey>;

/**
 * `YYYY-MM-DD HH:MM:SS` of an ISO instant in `zone`, what a spreadsheet reads as a date and time. One
 * formatter per table: making one costs more than formatting a row.
 */
export function dateTimeIn(zone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  };
}

/**
 * The participants' table of both results spreadsheets ('Export to Excel' and 'Export results'), best
 * first as in the results report (same ranks, percentages, order of equal scores): rank, names, student
 * number, status, start, end, duration, score, points when the quiz was hosted live, each question's
 * chosen letter, comment and rating. Times are in `zone` (an IANA name), which the headers name; the
 * headers and statuses in the teacher's language (`t`).
 */
export function participantsTable(
  quiz: QuizRow,
  questions: Question[],
  rows: SessionResultRow[],
  now: Date,
  zone: string,
  t: Translate,
) {
  // the report's rows are ordered by score; its order finds each row's session
  const { report, order } = buildOrderedResultsReport(quiz, questions, rows, now);
  // the repository gives every session points (0 before any) once the quiz is hosted, null otherwise
  const hosted = rows.some((row) => row.points !== null);
  const inZone = dateTimeIn(zone);
  const header = [
    t('sheet.results.rank'),
    t('sheet.results.first_name'),
    t('sheet.results.last_name'),
    t('sheet.results.student_number'),
    t('sheet.results.status'),
    t('sheet.results.start', { zone }),
    t('sheet.results.end', { zone }),
    t('sheet.results.duration'),
    t('sheet.results.score'),
    ...(hosted ? [t('sheet.results.points')] : []),
    ...questions.map((_q, i) => t('sheet.results.question', { number: i + 1 })),
    t('sheet.results.comment'),
    t('sheet.results.rating'),
  ];
  const statusText = {
    finished: t(PARTICIPANT_STATUS.finished),
    answering: t(PARTICIPANT_STATUS.answering),
    notEnded: t(PARTICIPANT_STATUS.notEnded),
  };
  const body: Cell[][] = report.raw_data.map((data, p) => {
    const row = rows[order[p]];
    const end = row.finished_at;
    const minutes = end === null ? '' : (Date.parse(end) - Date.parse(data.start_date)) / 60_000;
    const status = row.finished
      ? statusText.finished
      : Date.parse(row.end_date) > now.getTime()
        ? statusText.answering
        : statusText.notEnded;
    return [
      report.participants[p].rank ?? '',
      neutralised(data.first_name),
      neutralised(data.last_name),
      neutralised(data.student_number),
      status,
      inZone(data.start_date),
      end === null ? '' : inZone(end),
      minutes === '' ? '' : Math.round(minutes * 10) / 10,
      data.percentage,
      ...(hosted ? [report.participants[p].points ?? 0] : []),
      ...data.answers.map((answer, i) => readableAnswer(questions[i], answer, t)),
      neutralised(data.comment),
      data.rating ?? '',
    ];
  });
  return { report, header, body };
}
export type ParticipantsTable = ReturnType<typeof participantsTable>;
