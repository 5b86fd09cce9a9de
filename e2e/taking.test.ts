import { MESSAGES, RATING_LABELS, type ResultsReport, TAKING_ERRORS } from '@quizzical/common';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, seriousA11yViolations, settled } from './support/browser';
import { focusedRing } from './support/focus-ring';
import { found } from './support/found';
import { apiCall } from './support/server';
import { openAppPage, server, startServerAndBrowser } from './support/suite';

/**
 * The student side on a phone (390×844): join by code, answer, end, survey, review; answers that
 * survive a cut network and a reload; the 'Time has ended' dialog when the countdown reaches zero.
 * Every answer is checked where it matters: in the teacher's results report.
 */

const TEACHER = { email: 'emmy.noether@example.com', password: 'invariant theory 1918' };

const QUESTIONS = [
  {
    text: 'What is the capital of Switzerland?',
    answer1: 'Zurich',
    answer2: 'Bern',
    answer3: 'Geneva',
    answer4: 'Basel',
    correct_answer: 2,
  },
  {
    text: 'Which value solves $x^2 = 9$ with $x > 0$?',
    answer1: '$3$',
    answer2: '$9$',
    answer3: '$-3$',
    answer4: '$81$',
    correct_answer: 1,
  },
  {
    text: 'Which planet is called the red planet?',
    answer1: 'Venus',
    answer2: 'Mars',
    answer3: 'Jupiter',
    answer4: '',
    correct_answer: 2,
  },
  {
    text: 'How many sides does a hexagon have?',
    answer1: '5',
    answer2: '6',
    answer3: '7',
    answer4: '8',
    correct_answer: 2,
  },
];

let token: string;
/** The 15-minute quiz with names (4 questions, a formula, an image). */
let code: string;
/** The 1-minute anonymous quiz of the countdown test. */
let shortCode: string;

const call = <T = unknown>(path: string, init: { method?: string; body?: unknown; auth?: boolean } = {}) =>
  apiCall<T>(server, init.auth === false ? null : token, path, init);

/** A small PNG made by the browser itself (no fixture file): a map-like drawing for question 1. */
async function makePng(): Promise<Buffer> {
  const { context, page } = await openAppPage({ width: 480, height: 320 });
  await page.setContent(
    '<body style="margin:0"><div style="width:480px;height:320px;background:linear-gradient(135deg,#c7d2fe,#fde68a);display:grid;place-items:center;font:700 48px sans-serif;color:#1f2340">CH</div></body>',
  );
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 320 } });
  await context.close();
  return png;
}

async function createStartedQuiz(body: Record<string, unknown>): Promise<string> {
  const quiz = await call<{ code: string }>('/api/quizz', { method: 'POST', body });
  await call(`/api/quizz/_start_now/${quiz.code}`, { method: 'POST' });
  return quiz.code;
}

const report = (quizCode: string) => call<ResultsReport>(`/api/quizz/${quizCode}/responses`);

/** Polls the teacher's report until `check` passes (answers travel asynchronously). */
async function waitForReport(quizCode: string, check: (r: ResultsReport) => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const r = await report(quizCode);
    if (check(r)) return r;
    if (Date.now() > end) throw new Error(`report never matched: ${JSON.stringify(r.raw_data)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const answersOf = (r: ResultsReport, firstName: string) =>
  r.raw_data.find((row) => row.first_name === firstName)?.answers;

/** The fonts loaded, then no finite CSS transition or animation running (dialogs have opened). */
async function settledWithFonts(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settled(page);
}

async function checkA11y(page: Page) {
  await settledWithFonts(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Console errors, without the lines the browser prints for the failures a test provokes on purpose. */
function unexpected(errors: string[], { statuses = [] as number[], network = false } = {}) {
  return errors.filter((text) => {
    const status = /status of (\d{3})/.exec(text)?.[1];
    if (status && statuses.includes(Number(status))) return false;
    if (network && /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|net::/.test(text)) return false;
    return true;
  });
}

const heading = (page: Page, n: number) =>
  page.getByRole('heading', { level: 1, name: `Question ${n} / ${QUESTIONS.length}` });

/** An answer button by its text, or by its letter ('A'…'D') for formulas (KaTeX's MathML is not in the name). */
const answerButton = (page: Page, text: string | RegExp) => {
  const group = page.getByRole('group', { name: /Answers of question/ });
  return typeof text === 'string' && /^[A-D]$/.test(text)
    ? group.locator(`button[data-letter="${text}"]`)
    : group.getByRole('button', { name: text });
};

async function joinWithNames(page: Page, first: string, last: string) {
  await page.getByLabel(/^First name/).fill(first);
  await page.getByLabel(/^Last name/).fill(last);
  await page.getByRole('button', { name: 'Start the quizz' }).click();
  await heading(page, 1).waitFor();
}

/** Answers the current question and waits until the run screen shows question `next`. */
async function answer(page: Page, text: string | RegExp, next?: number) {
  await answerButton(page, text).click();
  if (next) await heading(page, next).waitFor();
}

startServerAndBrowser({ staff: TEACHER });

beforeAll(async () => {
  token = (
    await call<{ access: string }>('/auth/jwt/create/', {
      method: 'POST',
      body: { username: TEACHER.email, password: TEACHER.password },
      auth: false,
    })
  ).access;

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await makePng())], { type: 'image/png' }), 'map.png');
  const image = await call<{ smallImageUrl: string; bigImageUrl: string }>('/api/upload_files', {
    method: 'POST',
    body: form,
  });
  const questions = QUESTIONS.map((q, i) => (i === 0 ? { ...q, ...image } : q));

  code = await createStartedQuiz({
    title: 'Capitals, planets and formulas',
    description: 'A short warm-up before the lesson.',
    duration: 15,
    anonymous: false,
    // this class reviews right after ending (the default waits for the close: see the last test)
    review_after: 'end',
    questions,
  });
  shortCode = await createStartedQuiz({
    title: 'One-minute sprint',
    duration: 1,
    anonymous: true,
    review_after: 'end',
    questions,
  });
});

describe('taking a quizz on a phone', () => {
  it('joins by code from the home page, answers everything, ends, sends the survey and reviews the answers', async () => {
    const { context, page, errors } = await openAppPage(PHONE);

    // the home page checks the code with the server
    await page.goto('/');
    const codeField = page.getByRole('textbox', { name: 'Enter your quizz code to start' });
    await codeField.fill('ZZZZZZ');
    await page.getByRole('button', { name: 'Start the quizz!' }).click();
    await page.getByText('This quizz does not exist.').waitFor();
    await codeField.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Start the quizz!' }).click();
    await page.waitForURL(`**/start_quizz/${code}`);

    // the entry screen: title, description, names required
    await page.getByRole('heading', { level: 1, name: 'Capitals, planets and formulas' }).waitFor();
    await page.getByText('A short warm-up before the lesson.').waitFor();
    await page.getByLabel('Student number').waitFor();
    // drawn by its own stylesheet, taking.css (a lost block of rules once left this screen in the
    // browser's default look with every other check green): the theme's h4 weight, the card's shadow
    const title = page.getByRole('heading', { level: 1, name: 'Capitals, planets and formulas' });
    expect(await title.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('750');
    expect(await title.evaluate((el) => getComputedStyle(el.closest('.ui-card') ?? el).boxShadow)).toContain(
      '24px 48px',
    );
    await checkA11y(page);
    await screenshot(page, 'taking-start-phone');
    await page.getByRole('button', { name: 'Start the quizz' }).click();
    await page.getByText(MESSAGES.enterFirstName).waitFor();
    await page.getByText(MESSAGES.enterLastName).waitFor();
    await page.getByLabel('Student number').fill('S-1815');
    await joinWithNames(page, 'Ada', 'Lovelace');
    expect(page.url()).toContain(`/run_quizz/${code}`);

    // the run screen: countdown in the header, answers A–D, formula rendered by KaTeX
    await expect(page.getByRole('timer').textContent()).resolves.toMatch(/00:1[45]:\d\d/);
    await page.getByRole('button', { name: /^A: Zurich/ }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Questions' }).isVisible()).toBe(false); // hidden on phones
    await checkA11y(page);
    await screenshot(page, 'taking-run-phone');

    // the small image opens the big one
    await page.getByRole('button', { name: 'Enlarge the image of question 1' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Image of question 1' });
    await imageDialog.getByRole('img', { name: 'Image of question 1' }).waitFor();
    await settledWithFonts(page);
    await screenshot(page, 'taking-run-image-phone');
    await imageDialog.getByRole('button', { name: 'Close' }).click();
    await imageDialog.waitFor({ state: 'detached' });

    await answer(page, /Bern/, 2); // correct
    await page.locator('.katex').first().waitFor();
    expect(await page.getByText('$x^2').count()).toBe(0); // no raw TeX left
    await answer(page, 'A', 3); // $3$, correct
    await answer(page, /Venus/, 4); // wrong
    await page.keyboard.press('b'); // keyboard: B = 6, correct; on the last question it stays
    await expect.poll(() => answerButton(page, /^B: 6/).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('status').filter({ hasText: 'All answers saved' }).waitFor();
    await screenshot(page, 'taking-run-last-phone');
    await page.keyboard.press('ArrowLeft');
    await heading(page, 3).waitFor();
    expect(await answerButton(page, /Venus/).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await heading(page, 4).waitFor();

    await page.getByRole('button', { name: 'End the quizz' }).click();
    await page.waitForURL(`**/end_quizz/${code}`);
    await page.getByText('Your score: 75% of correct answers').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Thank you, Ada!' }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'taking-end-phone');

    // the survey
    await page.getByRole('radio', { name: RATING_LABELS[3], exact: true }).check(); // Easy
    await page.getByLabel('Your comment').fill('Nice one, the formula was fun.');
    await page.getByRole('button', { name: 'Send' }).click();
    // a sent survey is final: the end page shows what was sent instead of the form, after a reload too
    const showsSentSurvey = async () => {
      await page.getByText('Thank you! Your feedback has been sent.').waitFor();
      await page.getByText('4 – Easy').waitFor();
      await page.getByText('Nice one, the formula was fun.').waitFor();
      expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);
    };
    await showsSentSurvey();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'taking-end-sent-phone');
    await page.reload();
    await showsSentSurvey();
    await checkA11y(page);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'taking-end-sent-desktop');
    await page.setViewportSize(PHONE);

    // the review: right and wrong marked with icons and words
    await page.getByRole('link', { name: 'Review your answers' }).click();
    await page.waitForURL(`**/review_quizz/${code}`);
    const cards = page.getByTestId('review-question');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    const outcomes = await cards.locator('[data-outcome]').allTextContents();
    expect(outcomes).toEqual(['Correct', 'Correct', 'Incorrect', 'Correct']);
    const q3 = cards.nth(2);
    expect(await q3.locator('li', { hasText: 'Venus' }).textContent()).toContain('Your answer');
    expect(await q3.locator('li', { hasText: 'Mars' }).textContent()).toContain('Correct answer');
    const q1 = cards.nth(0);
    const bern = await q1.locator('li', { hasText: 'Bern' }).textContent();
    expect(bern).toContain('Your answer');
    expect(bern).toContain('Correct answer');
    await page.getByText('Nice one, the formula was fun.').waitFor();
    await page.getByText('4 – Easy').waitFor();
    await checkA11y(page);
    await screenshot(page, 'taking-review-phone');

    // the teacher sees every answer (stored numbers, authored order), the score and the survey
    const r = await report(code);
    const ada = found(
      r.raw_data.find((row) => row.first_name === 'Ada'),
      "Ada's row",
    );
    expect(ada).toMatchObject({
      last_name: 'Lovelace',
      student_number: 'S-1815',
      finished: true,
      answers: [2, 1, 1, 2],
      comment: 'Nice one, the formula was fun.',
      rating: 4,
    });
    expect(r.participants.find((p) => p.first_name === 'Ada')?.percentage).toBe(75);

    // back on the entry link, the browser goes straight to its (finished) session: the end page
    await page.goto(`/q/${code}`);
    await page.waitForURL(`**/end_quizz/${code}`);

    expect(unexpected(errors, { statuses: [404] })).toEqual([]);
    await context.close();
  });

  it('keeps the answers given while the network is cut and sends them when it comes back', async () => {
    const { context, page, errors } = await openAppPage(PHONE);
    await page.goto(`/q/${code}`);
    await joinWithNames(page, 'Grace', 'Hopper');
    await answer(page, /Bern/, 2);
    await page.getByRole('status').filter({ hasText: 'All answers saved' }).waitFor();

    await context.setOffline(true);
    await answer(page, 'B', 3); // $9$
    await answer(page, /Mars/, 4);
    await page
      .getByRole('status')
      .filter({ hasText: /offline, will retry/i })
      .waitFor();
    await screenshot(page, 'taking-run-offline-phone');
    // ten seconds without network: the answers wait in the journal, the server has only the first
    const offlineUntil = Date.now() + 10_000;
    while (Date.now() < offlineUntil) {
      expect(answersOf(await report(code), 'Grace')).toEqual([2, null, null, null]);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /offline, will retry/i })
          .count(),
      ).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }

    await context.setOffline(false);
    await waitForReport(
      code,
      (r) => JSON.stringify(answersOf(r, 'Grace')) === JSON.stringify([2, 2, 2, null]),
    );
    await page.getByRole('status').filter({ hasText: 'All answers saved' }).waitFor();

    expect(unexpected(errors, { network: true })).toEqual([]);
    await context.close();
  });

  it('comes back after a reload with the answers highlighted, and re-sends what was not saved', async () => {
    const { context, page, errors } = await openAppPage(PHONE);
    await page.goto(`/start_quizz/${code}`);
    await joinWithNames(page, 'Alan', 'Turing');
    await answer(page, /Geneva/, 2);
    await answer(page, 'A', 3); // $3$
    await page.getByRole('status').filter({ hasText: 'All answers saved' }).waitFor();

    // the third answer is clicked while saves fail: it stays in the journal only
    await page.route('**/api/quizz/response/_save/**', (route) => route.abort('internetdisconnected'));
    await answer(page, /Jupiter/, 4);
    await page
      .getByRole('status')
      .filter({ hasText: /offline, will retry/i })
      .waitFor();
    expect(answersOf(await report(code), 'Alan')).toEqual([3, 1, null, null]);
    await page.unroute('**/api/quizz/response/_save/**');

    await page.reload();
    // resumes at the first unanswered question, with the journal's answer re-sent on load
    await heading(page, 4).waitFor();
    await waitForReport(
      code,
      (r) => JSON.stringify(answersOf(r, 'Alan')) === JSON.stringify([3, 1, 3, null]),
    );
    await page.getByRole('button', { name: 'Previous' }).click();
    await heading(page, 3).waitFor();
    expect(await answerButton(page, /Jupiter/).getAttribute('aria-pressed')).toBe('true');
    expect(await answerButton(page, /Mars/).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Previous' }).click();
    await heading(page, 2).waitFor();
    expect(await answerButton(page, 'A').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await answerButton(page, /Geneva/).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'taking-run-reloaded-phone');

    expect(unexpected(errors, { network: true })).toEqual([]);
    await context.close();
  });

  it('opens the Time has ended dialog when the countdown reaches zero, and ends the quizz from it', async () => {
    const { context, page, errors } = await openAppPage(PHONE);
    await page.clock.install();
    await page.goto(`/q/${shortCode}`);
    await page.getByRole('heading', { level: 1, name: 'One-minute sprint' }).waitFor();
    await page.getByRole('button', { name: 'Start the quizz' }).click();
    await heading(page, 1).waitFor();
    await expect(page.getByRole('timer').textContent()).resolves.toMatch(/00:0[01]:\d\d/);
    await answer(page, /Bern/, 2);
    await page.getByRole('status').filter({ hasText: 'All answers saved' }).waitFor();

    await page.clock.fastForward('01:05');
    const dialog = page.getByRole('dialog', { name: MESSAGES.timeHasEnded });
    await dialog.waitFor();
    expect(await dialog.getByText(MESSAGES.timeHasEndedText, { exact: true }).isVisible()).toBe(true);
    // the page behind the modal dialog is hidden from the accessibility tree: read the header directly
    expect(await page.locator('[role="timer"]').getAttribute('aria-label')).toBe(MESSAGES.timeIsOver);
    expect(await page.locator('[role="timer"]').textContent()).toContain(MESSAGES.timeIsOver);
    await checkA11y(page);
    await screenshot(page, 'taking-time-ended-phone');

    await dialog.getByRole('button', { name: 'End the quizz' }).click();
    await page.waitForURL(`**/end_quizz/${shortCode}`);
    await page.getByText('Your score: 25% of correct answers').waitFor();
    const r = await report(shortCode);
    expect(r.raw_data[0]).toMatchObject({ finished: true, answers: [2, null, null, null] });

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('correct answers held back until the teacher closes the quizz', () => {
  it('tells students the answers come at the close, keeps the score, and shows them without a reload once closed', async () => {
    // the default of a new quiz: review_after 'close'
    const heldCode = await createStartedQuiz({ title: 'Held back', anonymous: true, questions: QUESTIONS });
    const [a, b] = await Promise.all([openAppPage(PHONE), openAppPage(PHONE)]);
    for (const { page } of [a, b]) {
      // the review poll runs on the page's timers: fast-forwarded below instead of waiting 10-20 s
      await page.clock.install();
      await page.goto(`/q/${heldCode}`);
      await page.getByRole('button', { name: 'Start the quizz' }).click();
      await heading(page, 1).waitFor();
      await answer(page, /Bern/, 2); // correct
      await page.getByRole('status').filter({ hasText: 'All answers saved' }).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await heading(page, 4).waitFor();
      await page.getByRole('button', { name: 'End the quizz' }).click();
      // three questions left unanswered: the run screen asks first
      await page
        .getByRole('dialog', { name: 'End the quizz?' })
        .getByRole('button', { name: 'End the quizz' })
        .click();
      await page.waitForURL(`**/end_quizz/${heldCode}`);
      await page.getByText('Your score: 25% of correct answers').waitFor();
    }

    // student A stays on the end page: the score, the note, no review link yet
    await a.page.getByText(TAKING_ERRORS['taking.answers_held_back']).waitFor();
    expect(await a.page.getByRole('link', { name: 'Review your answers' }).count()).toBe(0);
    await checkA11y(a.page);
    await screenshot(a.page, 'taking-end-held-back-phone');
    await a.page.setViewportSize(DESKTOP);
    await screenshot(a.page, 'taking-end-held-back-desktop');
    await a.page.setViewportSize(PHONE);

    // student B opens the review page directly: the same note, and no correct answer anywhere
    await b.page.goto(`/review_quizz/${heldCode}`);
    await b.page.getByText(TAKING_ERRORS['taking.answers_held_back']).waitFor();
    expect(await b.page.getByTestId('review-question').count()).toBe(0);
    await checkA11y(b.page);
    await screenshot(b.page, 'taking-review-held-back-phone');
    await b.page.setViewportSize(DESKTOP);
    await screenshot(b.page, 'taking-review-held-back-desktop');
    await b.page.setViewportSize(PHONE);

    // the teacher closes the quiz; both pages notice at their next poll, with no reload
    await call(`/api/quizz/_stop_now/${heldCode}`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the student path caches a quiz for a second
    const urlsBefore = [a.page.url(), b.page.url()];
    await Promise.all([a.page.clock.fastForward('00:21'), b.page.clock.fastForward('00:21')]);

    await a.page.getByRole('link', { name: 'Review your answers' }).waitFor();
    expect(await a.page.getByText(TAKING_ERRORS['taking.answers_held_back']).count()).toBe(0);
    await a.page.getByText('Your score: 25% of correct answers').waitFor();
    await screenshot(a.page, 'taking-end-closed-phone');

    const cards = b.page.getByTestId('review-question');
    await cards.first().waitFor();
    expect(await cards.locator('[data-outcome]').allTextContents()).toEqual([
      'Correct',
      'Not answered',
      'Not answered',
      'Not answered',
    ]);
    expect(await cards.nth(2).locator('li', { hasText: 'Mars' }).textContent()).toContain('Correct answer');
    expect([a.page.url(), b.page.url()]).toEqual(urlsBefore);
    await checkA11y(b.page);
    await screenshot(b.page, 'taking-review-closed-phone');

    // A follows the link: the review is there at once
    await a.page.getByRole('link', { name: 'Review your answers' }).click();
    await a.page.getByTestId('review-question').first().waitFor();

    for (const { errors, context } of [a, b]) {
      expect(unexpected(errors, { statuses: [403] })).toEqual([]);
      await context.close();
    }
  });
});

describe('the keyboard on the run screen', () => {
  it("rings the focused answer as WCAG 2.2's focus appearance asks: 2 px at least, 3:1 against the page", async () => {
    const focusCode = await createStartedQuiz({
      title: 'Keyboard only',
      duration: 15,
      anonymous: true,
      questions: QUESTIONS,
    });
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await openAppPage(viewport);
      await page.goto(`/q/${focusCode}`);
      await page.getByRole('button', { name: 'Start the quizz' }).click();
      await heading(page, 1).waitFor();
      // Tab from the top of the page to the first answer, then on to the second
      const answers = page.getByRole('group', { name: /Answers of question/ }).getByRole('button');
      let tabs = 0;
      while (!(await answers.first().evaluate((el) => el === document.activeElement))) {
        await page.keyboard.press('Tab');
        if (++tabs > 30) throw new Error('the first answer is never reached with Tab');
      }
      await page.keyboard.press('Tab');
      expect(await answers.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
      const ring = await focusedRing(page);
      expect(ring.width, ring.element).toBeGreaterThanOrEqual(2);
      expect(ring.contrast, ring.element).toBeGreaterThanOrEqual(3);
      await settledWithFonts(page);
      await screenshot(page, `taking-focus-ring-${viewport.width}`, { fullPage: false });
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
  });
});
