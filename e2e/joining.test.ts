import { networkInterfaces } from 'node:os';
import { MESSAGES, RATING_LABELS } from '@quizzical/common';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  openPage,
  PHONE,
  screenshot,
  seriousA11yViolations,
  settled,
  signInThroughUi,
} from './support/browser';
import { found } from './support/found';
import { apiCall, apiToken, startServer } from './support/server';
import { browser, openAppPage, server, signedInPage, startServerAndBrowser } from './support/suite';

/**
 * Joining that just works: without PUBLIC_URL the share link, QR code and presentation
 * screen use an address phones can open (the LAN address instead of 127.0.0.1), or warn that the link
 * only works here; the entry screen of a quiz not started yet goes on by itself at the start; the
 * home page's code field has the focus. And rough edges 1-5 of the issue: the run screen asks before
 * ending with unanswered questions, the survey needs something to send, a closed quiz invites nobody,
 * the basket renders formulas and empties once its questions are saved in a quiz.
 */

const TEACHER = { email: 'joining.teacher@quizzical.test', password: 'joining teacher horse 4' };
const QUESTIONS = [
  { text: 'What is $6 \\times 7$?', answer1: '42', answer2: '36', correct_answer: 1 },
  { text: 'Which planet is red?', answer1: 'Venus', answer2: 'Mars', correct_answer: 2 },
];

/** The machine's LAN address as the server picks it (first IPv4, not internal, not link-local). */
const LAN = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal && !i.address.startsWith('169.254.'))?.address;

let token: string;

const api = <T = unknown>(path: string, init?: { method?: string; body?: unknown }) =>
  apiCall<T>(server, token, path, init);

const newQuiz = async (title: string, started: boolean) => {
  const quiz = await api<{ code: string }>('/api/quizz', {
    method: 'POST',
    body: { title, duration: 10, anonymous: true, review_after: 'end', questions: QUESTIONS },
  });
  if (started) await api(`/api/quizz/_start_now/${quiz.code}`, { method: 'POST' });
  return quiz.code;
};

/** What the screen shows (the popper and dialogs sit on long pages). */
const viewportShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

startServerAndBrowser({ staff: TEACHER, env: { PUBLIC_URL: '', HOST: '0.0.0.0' } });

beforeAll(async () => {
  // no PUBLIC_URL, listening on every interface: links follow the browser's address or the LAN address
  token = await apiToken(server, TEACHER.email, TEACHER.password);
});

describe('joining', () => {
  it('gives the home page code field the focus, so a student types at once', async () => {
    const code = await newQuiz('Typed at once', true);
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, errors } = await openAppPage(viewport);
      await page.goto('/');
      const field = page.getByRole('textbox', { name: 'Enter your quizz code to start' });
      await field.waitFor();
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      if (viewport === PHONE) {
        await viewportShot(page, 'joining-home-focus-phone');
        await page.keyboard.type(code);
        await page.keyboard.press('Enter');
        await page.waitForURL(`**/start_quizz/${code}`);
      } else {
        await screenshot(page, 'joining-home-focus-desktop');
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('lets the entry screen of a quiz not started wait, and go on by itself at the start', async () => {
    const code = await newQuiz('Waiting room', false);
    const { page, context, errors } = await openAppPage(PHONE);
    const polls: number[] = [];
    page.on('request', (r) => r.url().endsWith(`/api/quizz/_start/${code}`) && polls.push(Date.now()));
    await page.goto(`/q/${code}`);
    await page.getByText(MESSAGES.quizNotStarted, { exact: true }).waitFor();
    await page.getByText('it goes on by itself as soon as your teacher starts the quizz').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'joining-waiting-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'joining-waiting-desktop');
    await page.setViewportSize(PHONE);
    // it asks again by itself, a few seconds apart
    await expect.poll(() => polls.length, { timeout: 12_000, interval: 250 }).toBeGreaterThanOrEqual(2);
    expect(found(polls[1], 'a second poll') - found(polls[0], 'a first poll')).toBeGreaterThanOrEqual(2_500);

    // a hidden tab does not ask (React Query pauses the interval), and asks again once visible
    const visibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await visibility('hidden');
    await page.waitForTimeout(500); // a poll already on its way may still land
    const whileHidden = polls.length;
    await page.waitForTimeout(6_000);
    expect(polls.length).toBe(whileHidden);
    await visibility('visible');
    await expect.poll(() => polls.length, { timeout: 8_000, interval: 250 }).toBeGreaterThan(whileHidden);

    await api(`/api/quizz/_start_now/${code}`, { method: 'POST' });
    // no click: the start card appears within one poll
    await page.getByRole('button', { name: 'Start the quizz' }).waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: 'Waiting room' }).waitFor();
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await context.close();
  });

  it('shows a link phones can open in the share dialog, QR code and presentation screen', async () => {
    const code = await newQuiz('Classroom link', true);
    const port = new URL(server.url).port;
    // the teacher's browser is on 127.0.0.1: phones get the LAN address instead
    const expected = LAN ? `http://${LAN}:${port}/q/${code}` : `${server.url}/q/${code}`;
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, errors } = await signedInPage(TEACHER, viewport);
      await page.goto('/quizz');
      await page
        .getByRole(viewport === PHONE ? 'listitem' : 'row')
        .filter({ hasText: 'Classroom link' })
        .getByRole('checkbox')
        .check();
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share “Classroom link”' });
      const link = dialog.getByRole('textbox', { name: 'Link for students' });
      await expect.poll(() => link.inputValue()).toBe(expected);
      const qr = dialog.getByRole('img', { name: `QR code of the link ${expected}` });
      await qr.waitFor();
      await page.waitForFunction((el) => (el as HTMLImageElement).naturalWidth > 0, await qr.elementHandle());
      expect(await dialog.getByTestId('local-only-warning').count()).toBe(LAN ? 0 : 1);
      await settled(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await viewportShot(page, `joining-share-${viewport === PHONE ? 'phone' : 'desktop'}`);

      if (viewport === DESKTOP) {
        await page.goto(`/quizz/detail/${code}`);
        await page.getByRole('link', { name: expected }).waitFor();
        await page.getByRole('button', { name: 'Presentation mode' }).click();
        const presentation = page.getByRole('dialog', { name: 'Classroom link' });
        await expect
          .poll(() => presentation.getByTestId('presentation-link').textContent())
          .toBe(expected.replace(/^https?:\/\//, ''));
        await page.keyboard.press('Escape');
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('warns in the share dialog when the link only works on this computer', async () => {
    // listening on 127.0.0.1 only: no address phones could open
    const local = await startServer({ staff: TEACHER, env: { PUBLIC_URL: '' } });
    try {
      const { page, context, errors } = await openPage(browser, local.url, PHONE);
      await signInThroughUi(page, TEACHER.email, TEACHER.password);
      const created = await fetch(`${local.url}/api/quizz`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await apiToken(local, TEACHER.email, TEACHER.password)}`,
        },
        body: JSON.stringify({ title: 'Only here', duration: 5, questions: QUESTIONS }),
      });
      expect(created.status).toBe(201);
      await page.goto('/quizz');
      await page.getByRole('listitem').filter({ hasText: 'Only here' }).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Share' }).click();
      const dialog = page.getByRole('dialog', { name: 'Share “Only here”' });
      await dialog.getByTestId('local-only-warning').waitFor();
      await expect(dialog.getByTestId('local-only-warning').textContent()).resolves.toContain(
        'This link only works on this computer',
      );
      await settled(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await viewportShot(page, 'joining-share-local-only-phone');
      await page.setViewportSize(DESKTOP);
      await settled(page);
      await viewportShot(page, 'joining-share-local-only-desktop');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await local.stop();
    }
  });
});

describe('rough edges', () => {
  it('asks before ending with unanswered questions, and sends a survey only with something in it', async () => {
    const code = await newQuiz('Ask first', true);
    const { page, context, errors } = await openAppPage(PHONE);
    await page.goto(`/q/${code}`);
    await page.getByRole('button', { name: 'Start the quizz' }).click();
    await page.getByRole('heading', { level: 1, name: 'Question 1 / 2' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: 'Question 2 / 2' }).waitFor();
    await page
      .getByRole('group', { name: /Answers of question/ })
      .getByRole('button', { name: /Mars/ })
      .click();
    await page.getByRole('status').filter({ hasText: 'All answers saved' }).waitFor();

    await page.getByRole('button', { name: 'End the quizz' }).click();
    const dialog = page.getByRole('dialog', { name: 'End the quizz?' });
    await dialog.getByText('1 question is not answered yet.', { exact: false }).waitFor();
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await viewportShot(page, 'edges-end-confirm-phone');
    await dialog.getByRole('button', { name: 'Back to the questions' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toContain(`/run_quizz/${code}`);

    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'End the quizz' }).click();
    await dialog.waitFor();
    await settled(page);
    await viewportShot(page, 'edges-end-confirm-desktop');
    await dialog.getByRole('button', { name: 'End the quizz' }).click();
    await page.waitForURL(`**/end_quizz/${code}`);
    await page.setViewportSize(PHONE);

    // the survey: 'Send' waits for a rating or a comment
    const send = page.getByRole('button', { name: 'Send' });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    await page.getByText('Choose a rating or write a comment to send.').waitFor();
    await screenshot(page, 'edges-survey-empty-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'edges-survey-empty-desktop');
    await page.setViewportSize(PHONE);
    await page.getByLabel('Your comment').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: RATING_LABELS[1], exact: true }).check();
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await page.getByText('Thank you! Your feedback has been sent.').waitFor();
    const report = await api<{ raw_data: { rating: number | null; finished: boolean }[] }>(
      `/api/quizz/${code}/responses`,
    );
    expect(report.raw_data).toMatchObject([{ finished: true, rating: 2 }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a closed quiz as closed: no live badge, no join QR code, no invitation on the projector', async () => {
    const code = await newQuiz('Closing time', true);
    const { page, context, errors } = await signedInPage(TEACHER);
    await page.goto(`/quizz/detail/${code}`);
    await page.getByText('Scan to join').waitFor();

    await page.getByRole('button', { name: 'Close the quizz' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.getByTestId('closed-badge').waitFor();
    await page.getByTestId('closed-notice').waitFor();
    expect(await page.getByText('Scan to join').count()).toBe(0);
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: /^Live/ }).count()).toBe(0);
    expect(await page.getByTestId('join-code').count()).toBe(0);
    await page.getByText('The quizz was closed before anybody joined.').waitFor();
    expect(await page.getByText('Share the code, the link or the QR code').count()).toBe(0);
    await settled(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'edges-results-closed-desktop');

    await page.getByRole('button', { name: 'Presentation mode' }).click();
    const presentation = page.getByRole('dialog', { name: 'Closing time' });
    await presentation.getByTestId('presentation-closed').waitFor();
    await presentation.getByText('This quizz is closed').waitFor();
    expect(await presentation.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    expect(await presentation.getByTestId('presentation-code').count()).toBe(0);
    await settled(page);
    await viewportShot(page, 'edges-presentation-closed-desktop');
    await page.keyboard.press('Escape');
    await presentation.waitFor({ state: 'hidden' });

    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await screenshot(page, 'edges-results-closed-phone');
    await page.getByRole('button', { name: 'Presentation mode' }).click();
    await presentation.getByTestId('presentation-closed').waitFor();
    await settled(page);
    await viewportShot(page, 'edges-presentation-closed-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders formulas in the basket and empties it once its questions are saved in a quiz', async () => {
    const { page, context, errors } = await signedInPage(TEACHER);
    await page.goto('/market');
    // two seeded questions with a formula in the question itself
    for (const description of ['Adding two-digit numbers', 'Multiplication table of 7']) {
      await page.getByRole('searchbox', { name: 'Search for questions' }).fill(description);
      const card = page.getByTestId('market-question').filter({ hasText: description }).first();
      await card.getByRole('button', { name: 'Add to my quizz basket' }).click();
    }
    await page.getByRole('button', { name: 'Selected questions (2)' }).click();
    const popper = page.getByRole('dialog', { name: 'Selected questions' });
    await popper.locator('.katex').first().waitFor();
    expect(await popper.locator('.katex').count()).toBe(2);
    expect(await popper.innerText()).not.toContain('$');
    await viewportShot(page, 'edges-basket-desktop');
    await page.setViewportSize(PHONE);
    await viewportShot(page, 'edges-basket-phone');
    await page.setViewportSize(DESKTOP);

    await popper.getByRole('button', { name: 'Add to my quizz' }).click();
    await page.waitForURL('**/create_quizz');
    await page.getByTestId('question-card').nth(1).waitFor();
    // not saved yet: the basket still holds them
    await page.getByRole('textbox', { name: 'Title' }).fill('From the market');
    expect(await page.evaluate(() => localStorage.getItem('quizzical.market.basket'))).not.toBeNull();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/quizz');
    expect(await page.evaluate(() => localStorage.getItem('quizzical.market.basket'))).toBeNull();
    await page.goto('/market');
    await page.getByRole('button', { name: 'Selected questions (0)' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
