import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, settled } from './support/browser';
import { joinAsPlayer, questionLabel } from './support/live-game';
import {
  apiAs,
  browser,
  openAppPage,
  server,
  signedInPage,
  startQuizNow,
  startServerAndBrowser,
} from './support/suite';

const teacher = { email: 'reopen.teacher@example.com', password: 'a long teacher password' };
startServerAndBrowser({ staff: teacher });
const api = apiAs(teacher);

/** A started quiz with a formula in its question and in an answer. */
const startedQuiz = (title: string) =>
  startQuizNow(api, {
    title,
    questions: [
      {
        text: 'What is $\\frac{1}{2} + \\frac{1}{4}$?',
        answer1: '$\\frac{3}{4}$',
        answer2: '$x^2$',
        correct_answer: 1,
      },
      { text: 'Capital of Switzerland?', answer1: 'Bern', answer2: 'Zurich', correct_answer: 1 },
    ],
  });

/**
 * Records what the page asks the browser's speech synthesis to say: the real `speak` still runs (this
 * observes the product, it does not replace the synthesiser).
 */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    (window as Window & { __spoken?: string[] }).__spoken = spoken;
    const synth = window.speechSynthesis;
    const speak = synth.speak.bind(synth);
    synth.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push(`${utterance.lang}|${utterance.text}`);
      speak(utterance);
    };
  });
}
const spoken = (page: Page) =>
  page.evaluate(() => (window as Window & { __spoken?: string[] }).__spoken ?? []);

describe('reopening a closed quiz from its results page', () => {
  it("asks to confirm, naming the quiz, then the page is live again with the join code and 'Close the quizz'", async () => {
    const code = await startedQuiz('Quizz to reopen');
    await api(`/api/quizz/_stop_now/${code}`, { method: 'POST' });
    const { page, context, errors } = await signedInPage(teacher, PHONE);
    await page.goto(`/quizz/detail/${code}`);
    await page.getByTestId('closed-notice').waitFor();
    await expect(page.getByTestId('join-code').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Reopen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reopen the quizz?' });
    await dialog
      .getByText(`“Quizz to reopen” opens again: students can join with the code ${code}.`)
      .waitFor();
    await settled(page);
    await screenshot(page, 'results-reopen-dialog-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Yes' }).click();

    await page.getByText('The quizz is open again.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Close the quizz' }).waitFor();
    await expect(page.getByTestId('join-code').textContent()).resolves.toBe(code);
    await expect(page.getByTestId('closed-notice').count()).resolves.toBe(0);
    await expect(api<{ status: number }>(`/api/quizz/${code}`)).resolves.toMatchObject({ status: 1 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("'Read aloud' for students", () => {
  it('is on the run screen, reached by the keyboard, and speaks the question with its formula in words', async () => {
    const code = await startedQuiz('Quizz read aloud');
    const { page, context, errors } = await openAppPage(PHONE);
    await recordSpeech(page);
    await page.goto(`/q/${code}`);
    await page.getByRole('button', { name: 'Start the quizz' }).click();
    await page.waitForURL(`**/run_quizz/${code}`);
    const button = page.getByRole('button', { name: 'Read aloud' });
    await button.waitFor();
    await settled(page);
    await screenshot(page, 'run-read-aloud-390', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await settled(page);
    await screenshot(page, 'run-read-aloud-1280', { fullPage: false });

    // from the top of the page, Tab reaches it
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let focused = '';
    for (let i = 0; i < 30 && focused !== 'Read aloud'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    }
    expect(focused).toBe('Read aloud');
    await page.keyboard.press('Enter');

    await expect
      .poll(() => spoken(page))
      .toEqual(['en|Question 1. What is 1 over 2 plus 1 over 4 ? Answer A: 3 over 4. Answer B: x squared.']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is on the hosted game's phone screen with the question", async () => {
    const code = await startedQuiz('Hosted read aloud');
    const hosted = await api<{ version: number }>(`/api/quizz/${code}/live/_host`, { method: 'POST' });
    const player = await joinAsPlayer(browser, server, code, 'Ada');
    await api(`/api/quizz/${code}/live/_next`, { method: 'POST', body: { version: hosted.version } });
    await questionLabel(player.page, 1, 2).waitFor();
    const button = player.page.getByRole('button', { name: 'Read aloud' });
    await button.waitFor();
    await settled(player.page);
    await screenshot(player.page, 'play-read-aloud-390', { fullPage: false });
    await player.page.setViewportSize(DESKTOP);
    await settled(player.page);
    await screenshot(player.page, 'play-read-aloud-1280', { fullPage: false });
    expect(player.errors).toEqual([]);
    await player.context.close();
  });
});
