import { MESSAGES } from '@quizzical/common';

/**
 * What closing a quiz means, said one way on the results page, its 'Close the quizz' dialog and the
 * projector's. The spec's rule (§4 Stop): nobody joins after the close, but the participants already in
 * can still submit until their time is over. So the results are called final only when the server
 * counts nobody still answering (the results report's `still_answering`).
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
  return sameDay ? time : `${time} on ${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${at.getFullYear()}`;
}

/** '3 students are still answering, until 10:35.' ('' when nobody is). */
export function stillAnsweringSentence(still: StillAnswering, now?: Date): string {
  if (still.count === 0 || still.until === null) return '';
  const who = still.count === 1 ? '1 student is' : `${still.count} students are`;
  return `${who} still answering, until ${formatEndTime(still.until, now)}.`;
}

/** The notice of a closed quiz's results page. */
export function closedNotice(still: StillAnswering, now?: Date): string {
  const answering = stillAnsweringSentence(still, now);
  return answering
    ? `This quizz is closed: nobody can join any more. ${answering} Their answers still count: these results are final after that.`
    : 'This quizz is closed: nobody can join or answer any more. These results are final.';
}

/** The 'Close the quizz' dialog: the spec's text, then who is answering right now. */
export function closeDialogText(still: StillAnswering, now?: Date): string {
  const answering = stillAnsweringSentence(still, now);
  return answering
    ? `${MESSAGES.stopConfirm} Right now ${answering.charAt(0).toLowerCase()}${answering.slice(1)}`
    : `${MESSAGES.stopConfirm} Nobody is answering right now: the results will be final.`;
}

/** The 'Reopen' dialog, on the dashboard and the results page: what reopening `title` changes. */
export const REOPEN = {
  button: 'Reopen',
  dashboardLabel: 'Reopen the quizz',
  dialogTitle: 'Reopen the quizz?',
  dialogText: (title: string, code: string) =>
    `“${title}” opens again: students can join with the code ${code}. Those who had finished stay finished, with their score.`,
  done: 'The quizz is open again.',
  failed: 'The quizz could not be reopened. Please try again.',
};
