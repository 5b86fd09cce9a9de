import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot } from './support/browser';
import { apiCall, apiToken, createActiveUser, type RunningServer, startServer } from './support/server';

/**
 * Formulas do not move the start page when KaTeX arrives (it did: CLS 0.087 on /q/{code}). Their
 * source text, shown while KaTeX loaded, had another size than the rendered formula; now the start
 * page keeps its loading state until KaTeX (and its two main fonts) is there. The run screen does not
 * wait (the countdown runs): its question shows at once, formulas as their source until KaTeX comes.
 * KaTeX's script is held back by the test until it lets it go, so the in-between is observed, not raced.
 */

const TEACHER = { email: 'layout.teacher@quizzical.test', password: 'layout teacher horse 5' };
const DESCRIPTION = 'Warm-up: $\\frac{1}{2} + \\frac{1}{3}$ and more';
const QUESTION = 'Compute $\\sqrt{\\frac{16}{9}}$.';

let server: RunningServer;
let browser: Browser;
let code: string;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  await createActiveUser(server, { ...TEACHER, first_name: 'Lay', last_name: 'Out' });
  const token = await apiToken(server, TEACHER.email, TEACHER.password);
  const quiz = await apiCall<{ code: string }>(server, token, '/api/quizz', {
    method: 'POST',
    body: {
      title: 'Fractions without jumps',
      description: DESCRIPTION,
      questions: [{ text: QUESTION, answer1: '$\\frac{4}{3}$', answer2: '$2$', correct_answer: 1 }],
    },
  });
  code = quiz.code;
  await apiCall(server, token, `/api/quizz/_start_now/${code}`, { method: 'POST' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Holds KaTeX's script until `release()`; `requested` resolves when the page asks for it. */
async function holdKatex(page: Page) {
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/katex-[^/]*\.js$/, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** Sums the layout shifts the page records from its first paint (what CLS adds up). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { shifts?: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.shifts = (w.shifts ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
/** Formulas shown as their source (KaTeX's own output keeps the source only in hidden MathML). */
const sources = (page: Page) => page.locator('code', { hasText: '$' }).count();
const shifts = (page: Page) => page.evaluate(() => (window as Window & { shifts?: number }).shifts ?? 0);

describe('formulas while KaTeX loads', () => {
  it('keeps the start screen loading until formulas can be shown rendered, and shows the run screen at once', async () => {
    const { context, page, errors } = await openPage(browser, server.url, PHONE);
    try {
      await recordLayoutShifts(page);
      const start = await holdKatex(page);
      await page.goto(`/q/${code}`);
      await start.asked;
      // the quiz is known, KaTeX is not: the loading card stays, no formula source on screen
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(1);
      expect(await sources(page)).toBe(0);
      start.release();
      await page.locator('.katex').first().waitFor();
      await page.getByRole('button', { name: 'Start the quizz' }).waitFor();
      expect(await sources(page)).toBe(0);
      expect(await shifts(page)).toBe(0);
      await screenshot(page, 'formula-layout-start-phone');

      await page.getByRole('button', { name: 'Start the quizz' }).click();
      await page.getByRole('group', { name: 'Answers of question 1' }).waitFor();

      // a reload of the run screen loads KaTeX again: the question is there before it, as its source
      await page.unroute(/\/assets\/katex-[^/]*\.js$/);
      const run = await holdKatex(page);
      await page.reload();
      await run.asked;
      await page.getByRole('group', { name: 'Answers of question 1' }).waitFor();
      expect(await sources(page)).toBeGreaterThan(0);
      run.release();
      await expect.poll(() => page.locator('.katex').count()).toBeGreaterThanOrEqual(3);
      expect(await sources(page)).toBe(0);
      await screenshot(page, 'formula-layout-run-phone');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the start screen of a quiz with formulas on a desktop, rendered', async () => {
    const { context, page, errors } = await openPage(browser, server.url, DESKTOP);
    try {
      await page.goto(`/q/${code}`);
      await page.getByRole('button', { name: 'Start the quizz' }).waitFor();
      expect(await page.locator('.katex').count()).toBe(1);
      expect(await sources(page)).toBe(0);
      await screenshot(page, 'formula-layout-start-desktop');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
