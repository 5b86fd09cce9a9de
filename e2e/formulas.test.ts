import { join } from 'node:path';
import type { MarketQuestion, Quiz } from '@quizzical/common';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, signInThroughUi } from './support/browser';
import {
  apiCall,
  apiToken,
  createActiveUser,
  type RunningServer,
  runSql,
  startServer,
} from './support/server';

/**
 * Formulas stored before the server checked them: written straight into the database, as
 * the API now refuses them. Each took down every page showing it; now each shows as its source.
 */
const BAD = {
  gdef: '\\gdef\\c#1{\\c{#1#1}}\\c{x}',
  braces: `${'{'.repeat(1875)}x${'}'.repeat(1875)}`,
  sup: `${'x^{'.repeat(1085)}x${'}'.repeat(1085)}`,
  sqrt: `${'\\sqrt{'.repeat(700)}x${'}'.repeat(700)}`,
};
/** What such a formula shows: its source, cut after 80 characters. */
const shown = (tex: string) => `$${tex.length > 80 ? `${tex.slice(0, 80)}…` : tex}$`;
const STAFF = { email: 'formulas.staff@quizzical.test', password: 'formulas staff horse 3' };
const TEACHER = { email: 'formulas.teacher@quizzical.test', password: 'formulas teacher horse 4' };
const QUIZ_TITLE = 'Formulas stored long ago';
const APPROVED = 'A stored formula that KaTeX cannot render';
const PENDING = 'A proposal with a formula that KaTeX cannot render';

/** Where support/browser.ts `screenshot` writes (a full page of the market is too tall to look at). */
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR ?? join(process.cwd(), 'test-results/screenshots');

let server: RunningServer;
let browser: Browser;
let code: string;
/** The server that writes the quiz and the market questions, stopped before the SQL. */
let first: RunningServer | undefined;

/** The fields of a question card holding the four bad formulas next to a good one. */
const badCardSql = `text = 'Compute $${BAD.gdef}$ knowing that $x^2 = 4$.',
  answer1 = '$${BAD.braces}$', answer2 = '$${BAD.sup}$', answer3 = '$${BAD.sqrt}$', answer4 = '$\\frac{1}{2}$'`;

beforeAll(async () => {
  browser = await launchBrowser();
  first = await startServer({ staff: STAFF });
  await createActiveUser(first, { ...TEACHER, first_name: 'Fay', last_name: 'Formula' });
  const seeding = first;
  const call = <T = unknown>(token: string | null, path: string, body?: unknown) =>
    apiCall<T>(seeding, token, path, { method: 'POST', body });
  const teacher = await apiToken(first, TEACHER.email, TEACHER.password);
  const placeholder = { text: 'PLACEHOLDER $x$', answer1: '$1$', answer2: '$2$', correct_answer: 1 };
  const quiz = await call<Quiz>(teacher, '/api/quizz', {
    title: QUIZ_TITLE,
    description: 'Warm-up',
    questions: [
      placeholder,
      { text: 'Then $\\sqrt{16}$?', answer1: '$4$', answer2: '$8$', correct_answer: 1 },
    ],
  });
  code = quiz.code;
  await call(teacher, `/api/quizz/_start_now/${code}`);
  const market = { tags: 'e2e-formulas', ...placeholder, explanation: 'Because $x$.' };
  const approved = await call<MarketQuestion>(null, '/api/market/quizz', {
    ...market,
    description: APPROVED,
  });
  await call(null, '/api/market/quizz', { ...market, description: PENDING });
  const staff = await apiToken(first, STAFF.email, STAFF.password);
  const res = await fetch(`${first.url}/api/market/quizz/${approved.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
    body: JSON.stringify({ status: 1 }),
  });
  expect(res.status).toBe(200);
  await first.stop({ keepData: true });
  const { dataDir } = first;
  first = undefined;

  runSql(
    dataDir,
    `update questions set ${badCardSql} where text = 'PLACEHOLDER $x$';
     update quizzes set description = 'Warm-up with $${BAD.gdef}$' where title = '${QUIZ_TITLE}';
     update market_questions set ${badCardSql}, explanation = 'Because $${BAD.gdef}$.'
       where tags = 'e2e-formulas';`,
  );
  server = await startServer({ dataDir });
});

afterAll(async () => {
  await browser?.close();
  await first?.stop();
  await server?.stop();
});

/** The page is up (no error page), the bad formulas show as their source and the good ones render. */
async function expectFallbacks(page: Page, scope = page.locator('body')) {
  await scope.locator('[data-formula-fallback]').first().waitFor();
  await scope.locator('.katex').first().waitFor();
  expect(await page.getByText('Something went wrong').count()).toBe(0);
  const sources = await scope.locator('[data-formula-fallback]').allTextContents();
  expect(sources).toContain(shown(BAD.gdef));
}

describe('formulas stored before the server checked them', () => {
  it('leave the market up for everyone, on a desktop and a phone', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'formulas-market-desktop'],
      [PHONE, 'formulas-market-phone'],
    ] as const) {
      const { context, page, errors } = await openPage(browser, server.url, viewport);
      await page.goto('/market');
      const card = page.getByRole('article', { name: APPROVED });
      await card.waitFor();
      await expectFallbacks(page, card);
      expect(await card.locator('[data-formula-fallback]').allTextContents()).toEqual(
        expect.arrayContaining([shown(BAD.braces), shown(BAD.sup), shown(BAD.sqrt)]),
      );
      await screenshot(page, name);
      await card.screenshot({ path: join(SCREENSHOTS, `${name}-card.png`) });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("leave the staff's review queue up", async () => {
    const { context, page, errors } = await openPage(browser, server.url, DESKTOP);
    await signInThroughUi(page, STAFF.email, STAFF.password);
    await page.goto('/market');
    await page.getByRole('switch', { name: 'Approved questions' }).click();
    const card = page.getByRole('article', { name: PENDING });
    await card.waitFor();
    await expectFallbacks(page, card);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leave the start and run pages up: the student answers the question that holds them', async () => {
    const { context, page, errors } = await openPage(browser, server.url, PHONE);
    await page.goto(`/start_quizz/${code}`);
    await page.getByRole('heading', { level: 1, name: QUIZ_TITLE }).waitFor();
    await page.getByText(shown(BAD.gdef)).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await page.getByRole('button', { name: 'Start the quizz' }).click();
    await page.waitForURL(`**/run_quizz/${code}`);
    await expectFallbacks(page);
    await screenshot(page, 'formulas-run-phone');
    await page.getByRole('button', { name: /^D:/ }).click();
    // the run screen moves on to the next question a moment after a choice: back to see it kept
    await page.getByRole('heading', { name: /Question 2/ }).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /^D:/ }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leave the teacher's results page up", async () => {
    const { context, page, errors } = await openPage(browser, server.url, DESKTOP);
    await signInThroughUi(page, TEACHER.email, TEACHER.password);
    await page.goto(`/quizz/detail/${code}`);
    await page.getByRole('heading', { level: 1, name: QUIZ_TITLE }).waitFor();
    await expectFallbacks(page);
    await screenshot(page, 'formulas-results-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
