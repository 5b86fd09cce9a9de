import { MESSAGES } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { closeDialogText, closedNotice, formatEndTime } from './closing-texts';

const now = new Date(2026, 10, 23, 10, 0);
const until = new Date(2026, 10, 23, 10, 35).toISOString();

describe('what closing a quiz means', () => {
  it('calls the results final only when nobody is still answering', () => {
    expect(closedNotice({ count: 0, until: null }, now)).toBe(
      'This quizz is closed: nobody can join or answer any more. These results are final.',
    );
    const notice = closedNotice({ count: 3, until }, now);
    expect(notice).toBe(
      'This quizz is closed: nobody can join any more. 3 students are still answering, until 10:35. Their answers still count: these results are final after that.',
    );
    expect(closedNotice({ count: 1, until }, now)).toContain('1 student is still answering, until 10:35.');
  });

  it("keeps the spec's dialog text and adds who is answering right now", () => {
    expect(closeDialogText({ count: 2, until }, now)).toBe(
      `${MESSAGES.stopConfirm} Right now 2 students are still answering, until 10:35.`,
    );
    expect(closeDialogText({ count: 0, until: null }, now)).toBe(
      `${MESSAGES.stopConfirm} Nobody is answering right now: the results will be final.`,
    );
  });

  it('names the day of an end time that is not today', () => {
    expect(formatEndTime(new Date(2026, 10, 24, 0, 5).toISOString(), now)).toBe('00:05 on 24.11.2026');
  });
});
