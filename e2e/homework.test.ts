import type { Quiz } from '@quizzical/common';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, settled } from './support/browser';
import { apiAs, openAppPage, signedInPage, startServerAndBrowser } from './support/suite';

// Homework: the teacher schedules a quiz in the editor (in their time zone), the dashboard says when it
// opens and when it is due, and a student who comes early reads when it opens.

const teacher = { email: 'homework.teacher@example.com', password: 'a long teacher password' };

startServerAndBrowser({ staff: teacher });
const api = apiAs(teacher);

/** A `datetime-local` value `days` from now at `hour`:`minute` (the browser's local time). */
function localInput(days: number, hour: number, minute = 0) {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:${pad(minute)}`;
}

describe('homework', () => {
  it('the editor sets a schedule and a student with more time; the dashboard shows Opens and Due', async () => {
    const created = await api<Quiz>('/api/quizz', {
      method: 'POST',
      body: {
        title: 'Weekly homework',
        anonymous: false,
        questions: [{ text: 'Capital of Japan?', answer1: 'Tokyo', answer2: 'Kyoto', correct_answer: 1 }],
      },
    });
    const opens = localInput(2, 8, 30);
    const closes = localInput(9, 18);

    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { page } = await signedInPage(teacher, viewport);
      await page.goto(`/edit_quizz/${created.code}`);
      const homework = page.getByRole('group', { name: 'Homework' });
      await homework.getByLabel('Opens at').fill(opens);
      await homework.getByLabel('Deadline').fill(closes);
      const moreTime = page.getByRole('group', { name: 'More time for some students' });
      if (name === 'phone') {
        await moreTime.getByRole('button', { name: 'Add a student' }).click();
        await moreTime.getByLabel(/^Student number/).fill('S-1024');
        await moreTime.getByLabel('Time').selectOption('2');
      }
      await settled(page);
      await homework.scrollIntoViewIfNeeded();
      await screenshot(page, `homework-editor-${name}`, { fullPage: false });
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL('**/quizz');

      const card = page.getByText(/^Opens .* · Due /);
      await card.first().waitFor();
      await settled(page);
      await screenshot(page, `homework-dashboard-${name}`, { fullPage: false });

      // what the teacher typed, read in their time zone, is what the server stored
      const expected = await page.evaluate(
        ([o, c]) => [new Date(o).toISOString(), new Date(c).toISOString()],
        [opens, closes],
      );
      const saved = await api<Quiz>(`/api/quizz/${created.code}`);
      expect([saved.opens_at, saved.closes_at].map((v) => new Date(v ?? '').toISOString())).toEqual(expected);
      expect(saved.accommodations).toEqual([{ student_number: 'S-1024', time_factor: 2 }]);
      await page.close();
    }
  });

  it('a student who comes before the opening reads when it opens', async () => {
    const opensAt = new Date(Date.now() + 3 * 86_400_000);
    opensAt.setSeconds(0, 0);
    const quiz = await api<Quiz>('/api/quizz', {
      method: 'POST',
      body: {
        title: 'Early bird',
        opens_at: opensAt.toISOString(),
        questions: [{ text: 'Two plus two?', answer1: '4', answer2: '5', correct_answer: 1 }],
      },
    });
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { page } = await openAppPage(viewport);
      await page.goto(`/q/${quiz.code}`);
      await page.getByText('This quizz has not yet started.').waitFor();
      const when = await page.evaluate(
        (iso) =>
          new Intl.DateTimeFormat(undefined, {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
          }).format(new Date(iso)),
        opensAt.toISOString(),
      );
      await page.getByText(`It opens ${when}.`, { exact: false }).waitFor();
      await settled(page);
      await screenshot(page, `homework-start-before-opening-${name}`, { fullPage: false });
      await page.close();
    }
  });
});
