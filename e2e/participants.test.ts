import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, settled } from './support/browser';
import { apiAs, openAppPage, signedInPage, startQuizNow, startServerAndBrowser } from './support/suite';

const teacher = { email: 'participants.teacher@example.com', password: 'a long teacher password' };

startServerAndBrowser({ staff: teacher });
const api = apiAs(teacher);

/** A started 10-minute quiz with names asked; the first question has a formula. */
const startedQuiz = (title: string) =>
  startQuizNow(api, {
    title,
    anonymous: false,
    duration: 10,
    questions: [
      { text: 'Solve $2x = 4$.', answer1: '$x = 2$', answer2: '$x = 8$', correct_answer: 1 },
      { text: 'Capital of Switzerland?', answer1: 'Bern', answer2: 'Zurich', correct_answer: 1 },
      { text: 'Largest planet?', answer1: 'Mars', answer2: 'Jupiter', correct_answer: 2 },
    ],
  });

/** A student joins through the entry screen and lands on the run screen. */
async function join(page: Page, code: string, first: string, last: string) {
  await page.goto(`/start_quizz/${code}`);
  await page.getByLabel(/^First name/).fill(first);
  await page.getByLabel(/^Last name/).fill(last);
  await page.getByRole('button', { name: 'Start the quizz' }).click();
  await page.getByRole('timer').waitFor();
}

/** Seconds left on the run screen's countdown ('HH:MM:SS'). */
async function secondsLeft(page: Page) {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const [h, m, s] = (/(\d\d):(\d\d):(\d\d)/.exec(text)?.slice(1) ?? []).map(Number);
  return h * 3600 + m * 60 + s;
}

describe('more time for one student', () => {
  it("grows the student's countdown within seconds, without a reload", async () => {
    const code = await startedQuiz('Extra time quizz');
    const student = await openAppPage(PHONE);
    await join(student.page, code, 'Ada', 'Lovelace');
    const before = await secondsLeft(student.page);
    expect(before).toBeGreaterThan(9 * 60);
    expect(before).toBeLessThanOrEqual(10 * 60);
    await student.page.evaluate(() => {
      (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
    });

    const { page } = await signedInPage(teacher);
    await page.goto(`/quizz/detail/${code}`);
    const inProgress = page.getByRole('list', { name: 'Students still in progress' });
    await inProgress.getByText('Ada Lovelace').waitFor();
    await page.getByRole('button', { name: 'More time for Ada Lovelace' }).click();
    const dialog = page.getByRole('dialog', { name: 'More time for Ada Lovelace' });
    await dialog.getByLabel('Minutes').fill('30');
    await settled(page);
    await screenshot(page, 'participants-extra-time-dialog-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Give Ada Lovelace 30 more minutes' }).click();
    await page.getByText('Ada Lovelace has 30 more minutes.').waitFor();
    await inProgress.getByText('+30 min').waitFor();

    // the run screen's countdown: about 30 minutes more within a few seconds (it polls every 5 s)
    await student.page.waitForFunction(
      () => /00:(39|40):\d\d/.test(document.querySelector('[role="timer"]')?.textContent ?? ''),
      undefined,
      { timeout: 12_000 },
    );
    expect(await secondsLeft(student.page)).toBeGreaterThan(before + 29 * 60);
    await expect(
      student.page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument),
    ).resolves.toBe(true);
  });

  it('refuses minutes out of bounds in the dialog', async () => {
    const code = await startedQuiz('Bounds quizz');
    const student = await openAppPage();
    await join(student.page, code, 'Ben', 'Bounds');
    const { page } = await signedInPage(teacher, PHONE);
    await page.goto(`/quizz/detail/${code}`);
    const inProgress = page.locator('section[aria-labelledby="in-progress"]');
    await inProgress.getByText('Ben Bounds').waitFor();
    await inProgress.screenshot({
      path: `${process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screenshots'}/participants-in-progress-phone.png`,
    });
    await page.getByRole('button', { name: 'More time for Ben Bounds' }).click();
    const dialog = page.getByRole('dialog', { name: 'More time for Ben Bounds' });
    await dialog.getByLabel('Minutes').fill('241');
    await expect(
      dialog.getByRole('button', { name: 'Give Ben Bounds more time' }).isDisabled(),
    ).resolves.toBe(true);
    await dialog.getByLabel('Minutes').fill('15');
    await settled(page);
    await screenshot(page, 'participants-extra-time-dialog-phone', { fullPage: false });
    await screenshot(page, 'participants-results-phone');
  });
});

describe("one student's answers", () => {
  it('opens from the results page with each question, the answer, right or wrong, and when', async () => {
    const code = await startedQuiz('Answers quizz');
    const student = await openAppPage();
    await join(student.page, code, 'Cy', 'Answers');
    // answers the first question right and the second wrong through the API, the third not at all
    await student.page.evaluate(async (quizCode) => {
      const sessionId = localStorage.getItem(`quizzical.taking.session.${quizCode}`);
      const state = await (
        await fetch(`/api/quizz/response/_start/${quizCode}?session_id=${sessionId}`)
      ).json();
      const byText = (text: string) =>
        (state.response.questions as { id: number; text: string }[]).find((q) => q.text.startsWith(text))?.id;
      for (const [key, answer] of [
        [byText('Solve'), 1],
        [byText('Capital'), 2],
      ])
        await fetch(`/api/quizz/response/_save/${quizCode}?session_id=${sessionId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key, answer }),
        });
    }, code);

    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page, errors } = await signedInPage(teacher, viewport);
      await page.goto(`/quizz/detail/${code}`);
      await page.getByRole('link', { name: 'Answers of Cy Answers' }).click();
      await page.waitForURL(`**/quizz/detail/${code}/participant/*`);
      await page.getByRole('heading', { level: 1, name: 'Cy Answers' }).waitFor();
      const cards = page.getByRole('list', { name: 'Answers, question by question' }).getByRole('listitem');
      await expect(cards.count()).resolves.toBe(3);
      await expect(cards.nth(0).textContent()).resolves.toMatch(/Question 1.*Right.*Answer/);
      await expect(cards.nth(1).textContent()).resolves.toMatch(
        /Question 2.*Wrong.*Answer.*B\. Zurich.*Correct answer.*A\. Bern/,
      );
      await expect(cards.nth(2).textContent()).resolves.toMatch(/Question 3.*Not answered/);
      await cards.nth(0).locator('.katex').first().waitFor();
      await settled(page);
      await screenshot(page, `participants-answers-${name}`);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.qz-header').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      await screenshot(page, `participants-answers-print-${name}`);
      expect(errors).toEqual([]);
    }
  });
});
