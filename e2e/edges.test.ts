import type { MarketQuestion, Quiz, SessionResponse } from '@quizzical/common';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { found } from './support/found';
import { apiCall, apiToken, createActiveUser } from './support/server';
import { openAppPage, server, signedInPage, startServerAndBrowser } from './support/suite';

/** Rough edges a new teacher met, numbered as they were found (7 and 9 to 12). */
const teacher = {
  email: 'edges.teacher@example.com',
  password: 'a long edges password',
  first_name: 'Edda',
  last_name: 'Edge',
};

const staff = { email: 'edges.staff@example.com', password: 'a long staff password' };

let token: string;
let code = '';
let image: { smallImageUrl: string; bigImageUrl: string };

const call = <T = unknown>(path: string, init: { method?: string; body?: unknown; auth?: boolean } = {}) =>
  apiCall<T>(server, init.auth === false ? null : token, path, init);

/** A student who joins through the API and answers `answers` (1..4 per question), ending or not. */
async function student(quiz: Quiz, first: string, answers: number[], end: boolean) {
  const joined = await call<{ response: SessionResponse }>(`/api/quizz/response/_start/${code}`, {
    method: 'POST',
    auth: false,
    body: { firstName: first, lastName: 'Student', studentNumber: '' },
  });
  const session = joined.response.session_id;
  for (const [i, answer] of answers.entries())
    await call(`/api/quizz/response/_save/${code}?session_id=${session}`, {
      method: 'POST',
      auth: false,
      body: { key: quiz.questions[i].id, answer },
    });
  if (end)
    await call(`/api/quizz/response/_end/${code}/${session}`, { method: 'POST', auth: false, body: {} });
}

startServerAndBrowser({ staff });

beforeAll(async () => {
  await createActiveUser(server, teacher);
  token = await apiToken(server, teacher.email, teacher.password);

  const form = new FormData();
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'map.png');
  image = await call('/api/upload_files', { method: 'POST', body: form });

  // three questions, all keyed A; no class size typed
  const quiz = await call<Quiz>('/api/quizz', {
    method: 'POST',
    body: {
      title: 'Edges',
      description: 'Tiny samples',
      anonymous: false,
      questions: [
        { text: 'Capital of Switzerland?', answer1: 'Bern', answer2: 'Zurich', correct_answer: 1, ...image },
        { text: 'Largest planet?', answer1: 'Jupiter', answer2: 'Mars', correct_answer: 1 },
        { text: 'Smallest prime?', answer1: '2', answer2: '1', correct_answer: 1 },
      ],
    },
  });
  code = quiz.code;

  // two approved market questions, so that the market has results to show
  const staffToken = await apiToken(server, staff.email, staff.password);
  for (const description of ['Halves', 'Quarters']) {
    const proposed = await call<MarketQuestion>('/api/market/quizz', {
      method: 'POST',
      auth: false,
      body: {
        description,
        tags: 'e2e-edges',
        text: 'What is $\\frac{1}{2}$ of 4?',
        answer1: '2',
        answer2: '8',
        correct_answer: 1,
      },
    });
    const approved = await fetch(`${server.url}/api/market/quizz/${proposed.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}` },
      body: JSON.stringify({ status: 1 }),
    });
    expect(approved.status).toBe(200);
  }
  await call(`/api/quizz/_start_now/${code}`, { method: 'POST' });
  // two finish (2 of 3 and 0 of 3: alpha = KR-20 = 0.75, Q3 wrong for both: 'Too hard'), one stops half-way at 0 %
  await student(quiz, 'Ann', [1, 1, 2], true);
  await student(quiz, 'Bob', [2, 2, 2], true);
  await student(quiz, 'Cid', [2], false);
});

async function teacherPage(viewport: typeof DESKTOP) {
  const opened = await signedInPage(teacher, viewport);
  return opened;
}

describe('rough edges a new teacher meets', () => {
  it('7: the image hints say what students see, and the run screen does it', async () => {
    const { context, page, errors } = await teacherPage(DESKTOP);
    await page.goto('/create_quizz');
    const card = page.getByTestId('question-card').first();
    await card.getByText('Students see it under the question, with a zoom button.').waitFor();
    await card.getByText(/^Opens full size when a student taps the image or its zoom button/).waitFor();
    expect(await page.getByText('Shown large under the question.').count()).toBe(0);
    await screenshot(page, 'edges-image-hints-desktop');
    await context.close();
    const editorPhone = await teacherPage(PHONE);
    await editorPhone.page.goto('/create_quizz');
    await editorPhone.page
      .getByText('Students see it under the question, with a zoom button.')
      .scrollIntoViewIfNeeded();
    await editorPhone.page.screenshot({
      path: `${process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screenshots'}/edges-image-hints-phone.png`,
    });
    expect(editorPhone.errors).toEqual([]);
    await editorPhone.context.close();

    // the student's screen: the small image with a zoom button; the big one opens on a tap
    const phone = await openAppPage(PHONE);
    await phone.page.goto(`/q/${code}`);
    await phone.page.getByLabel(/^First name/).fill('Dan');
    await phone.page.getByLabel(/^Last name/).fill('Student');
    await phone.page.getByRole('button', { name: 'Start the quizz' }).click();
    const zoom = phone.page.getByRole('button', { name: 'Enlarge the image of question 1' });
    await zoom.waitFor();
    expect(await zoom.locator('img').getAttribute('src')).toBe(image.smallImageUrl);
    await zoom.click();
    const big = phone.page.getByRole('dialog').getByRole('img', { name: 'Image of question 1' });
    await big.waitFor();
    expect(await big.getAttribute('src')).toBe(image.bigImageUrl);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
    expect(errors).toEqual([]);
  });

  it('9: tiny samples: n beside the statistics, verdicts greyed below 10, the student in progress apart', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page, errors } = await teacherPage(viewport);
      await page.goto(`/quizz/detail/${code}`);
      const kr20 = page.getByRole('group', { name: 'Reliability (Cronbach’s alpha)' });
      await kr20.getByText('0.75').waitFor();
      await kr20.getByText(/n = 2: no verdict below 10 finished/).waitFor();
      await page.getByRole('group', { name: 'Mean score' }).getByText(/n = 2/).waitFor();
      await page.getByRole('group', { name: 'Standard deviation' }).getByText(/n = 2/).waitFor();

      // item analysis: an n column, and the flags only tentative
      await page
        .getByText(/Only 2 finished participants: the flags are greyed until 10 have finished/)
        .waitFor();
      const table = page.getByRole('table', { name: 'Item analysis' });
      await table.getByRole('columnheader', { name: /^n/ }).waitFor();
      expect(await table.locator('[data-tentative="true"]').count()).toBeGreaterThan(0);
      await table
        .getByLabel(/Too hard, tentative: fewer than 10 finished participants/)
        .first()
        .waitFor();
      // the question's card says the same, without the warning
      const q3 = page.getByRole('article', { name: 'Question 3' });
      await q3.getByText(/Too early to tell: only 2 finished participants/).waitFor();
      await q3.getByText(/n = 2 finished/).waitFor();

      // the ranking holds the two finished students; Cid, who stopped, is listed apart
      const ranking =
        viewport === PHONE
          ? page.getByRole('list', { name: 'Participants list' })
          : page.getByRole('table', { name: 'Participants' });
      await ranking.getByText('Ann', { exact: false }).first().waitFor();
      expect(await ranking.getByText('Cid', { exact: false }).count()).toBe(0);
      const inProgress = page.getByRole('list', { name: 'Students still in progress' });
      await inProgress.getByText('Cid Student').waitFor();
      await inProgress.getByText('0% so far').first().waitFor();

      await page.getByRole('heading', { name: 'Still in progress' }).scrollIntoViewIfNeeded();
      await screenshot(page, `edges-results-small-sample-${viewport === PHONE ? 'phone' : 'desktop'}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('10: the legal notice says the operator has not filled it in, never "placeholders"', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page, errors } = await openAppPage(viewport);
      await page.goto('/legal');
      await page
        .getByText('The operator of this Quizzical instance has not published its legal details yet.')
        .waitFor();
      expect(await page.getByText(/placeholder/i).count()).toBe(0);
      await screenshot(page, `edges-legal-${viewport === PHONE ? 'phone' : 'desktop'}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('11: the dashboard shows the participants without a class size, and a free user sees n / 5 active quizzes', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page, errors } = await teacherPage(viewport);
      await page.goto('/quizz');
      await page.getByTestId('free-plan-counter').getByText('1 / 5 active quizzes').waitFor();
      if (viewport === DESKTOP) {
        const row = page
          .getByRole('row')
          .filter({ has: page.getByRole('link', { name: 'Edges', exact: true }) });
        // Students: the four who joined (no class size typed); Answers: '---' as the spec says
        expect(await row.getByRole('cell').nth(5).textContent()).toBe('4');
        expect(await row.getByRole('cell').nth(6).textContent()).toBe('---');
      } else {
        await page.getByText('Students: 4 · Answers: ---').waitFor();
      }
      await screenshot(page, `edges-dashboard-${viewport === PHONE ? 'phone' : 'desktop'}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('12: on a phone the market shows search and results first, filters behind a button', async () => {
    const { context, page, errors } = await openAppPage(PHONE);
    await page.goto('/market');
    await page.getByText(/\d+ certified questions/).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search for questions' });
    const box = await search.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(PHONE.height / 2);
    const firstResult = page.getByTestId('market-question').first();
    await firstResult.waitFor();
    expect(found(await firstResult.boundingBox(), 'the first result on screen').y).toBeLessThan(PHONE.height);
    // the filters wait behind their button; Contribute comes after the results
    const themes = page.getByLabel('Choose a theme');
    expect(await themes.isVisible()).toBe(false);
    const contribute = page.getByRole('heading', { name: 'Contribute' });
    expect(found(await contribute.boundingBox(), 'Contribute on screen').y).toBeGreaterThan(
      found(await firstResult.boundingBox(), 'the first result on screen').y,
    );
    await screenshot(page, 'edges-market-phone');
    const toggle = page.getByRole('button', { name: 'Filters' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await themes.waitFor({ state: 'visible' });
    // the panel opens by a CSS transition (its grid rows): the screenshot waits until it has ended
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({
      path: `${process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screenshots'}/edges-market-filters-phone.png`,
    });
    expect(errors).toEqual([]);
    await context.close();

    const desktop = await openAppPage();
    await desktop.page.goto('/market');
    await desktop.page.getByLabel('Choose a theme').waitFor({ state: 'visible' });
    expect(await desktop.page.getByRole('button', { name: 'Filters' }).count()).toBe(0);
    await screenshot(desktop.page, 'edges-market-desktop');
    expect(desktop.errors).toEqual([]);
    await desktop.context.close();
  });
});
