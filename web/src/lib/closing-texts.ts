import { formatDate, getT } from './i18n';

/**
 * What closing a quiz means, said one way on the results page, its 'Close the quizz' dialog and the
 * projector's. The spec's rule (§4 Stop): nobody joins after the close, but the participants already in
 * can still submit until their time is over. So the results are called final only when the server
 * counts nobody still answering (the results report's `still_answering`).
 * Texts are read from the catalogues when called, in the language on screen.
 */
export interface StillAnswering {
  count: number;
  /** ISO 8601: the latest end of their time; null when nobody is answering */
  until: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '10:35' in the teacher's time, with the day when it is not today ('10:35 on 24.11.2026'). */
export function formatEndTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const sameDay = at.toDateString() === now.toDateString();
  return sameDay ? time : getT()('closing.time_on_day', { time, day: formatDate(at) });
}

/** '3 students are still answering, until 10:35.' ('' when nobody is). */
export function stillAnsweringSentence(still: StillAnswering, now?: Date): string {
  if (still.count === 0 || still.until === null) return '';
  return getT()('closing.still_answering', { count: still.count, time: formatEndTime(still.until, now) });
}

/** The notice of a closed quiz's results page. */
export function closedNotice(still: StillAnswering, now?: Date): string {
  const answering = stillAnsweringSentence(still, now);
  const t = getT();
  return answering ? t('closing.closed_answering', { answering }) : t('closing.closed_final');
}

/** The 'Close the quizz' dialog: the spec's text, then who is answering right now. */
export function closeDialogText(still: StillAnswering, now?: Date): string {
  const t = getT();
  const stop = t('closing.stop_confirm');
  if (still.count === 0 || still.until === null) return `${stop} ${t('closing.dialog_nobody')}`;
  const time = formatEndTime(still.until, now);
  return `${stop} ${t('closing.dialog_answering', { count: still.count, time })}`;
}

/** The 'Reopen' dialog, on the dashboard and the results page: what reopening `title` changes. */
export const REOPEN = {
  get button() {
    return getT()('closing.reopen.button');
  },
  get dashboardLabel() {
    return getT()('closing.reopen.dashboard_label');
  },
  get dialogTitle() {
    return getT()('closing.reopen.dialog_title');
  },
  dialogText: (title: string, code: string) => getT()('closing.reopen.dialog_text', { title, code }),
  get done() {
    return getT()('closing.reopen.done');
  },
  get failed() {
    return getT()('closing.reopen.failed');
  },
};
