import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot, seriousA11yViolations, settled } from './support/browser';
import { apiAs, browser, openAppPage, server, startQuizNow, startServerAndBrowser } from './support/suite';

/**
 * A student answers every question type: on a phone by keyboard only (English), on a German phone by
 * touch and dragging, on a desktop; the end and the review show each type's right answer and the
 * explanation. axe on every type's screen; screenshots of each for people to look at.
 */

const TEACHER = { email: 'emmy.types@example.com', password: 'seven kinds of question 2026' };

const PLANETS = ['Mercury', 'Venus', 'Earth', 'Mars'];
const QUESTIONS = [
  {
    type: 'single',
    text: 'Which planet is called the red planet?',
    answer1: 'Venus',
    answer2: 'Mars',
    answer3: 'Jupiter',
    correct_answer: 2,
  },
  {
    type: 'true_false',
    text: 'Water boils at $100\\,^\\circ\\mathrm{C}$ at sea level.',
    correct_answer: 1,
    explanation: 'At sea level the air presses with $p \\approx 1013\\,\\mathrm{hPa}$.',
  },
  {
    type: 'multiple',
    text: 'Which of these numbers are prime?',
    answer1: '2',
    answer2: '4',
    answer3: '7',
    answer4: '9',
    correct_answers: [1, 3],
    explanation: 'A prime has exactly two divisors: $4 = 2 \\cdot 2$ and $9 = 3 \\cdot 3$ are not.',
  },
  { type: 'text', text: 'What is the capital of France?', accepted_answers: ['Paris'] },
  {
    type: 'numeric',
    text: 'What is $\\frac{5}{2}$ as a decimal number?',
    correct_value: 2.5,
    explanation: '$\\frac{5}{2} = 2 + \\frac{1}{2} = 2.5$',
  },
  {
    type: 'ordering',
    text: 'Put the planets in order, nearest to the Sun first.',
    answer1: PLANETS[0],
    answer2: PLANETS[1],
    answer3: PLANETS[2],
    answer4: PLANETS[3],
  },
  {
    type: 'poll',
    text: 'Which subject do you like best?',
    answer1: 'Mathematics',
    answer2: 'Physics',
    answer3: 'Chemistry',
  },
];
const TYPES = QUESTIONS.map((q) => q.type);

let code: string;

startServerAndBrowser({ staff: TEACHER });
const api = apiAs(TEACHER);

beforeAll(async () => {
  code = await startQuizNow(api, {
    title: 'Seven kinds of question',
    duration: 30,
    anonymous: true,
    review_after: 'end',
    questions: QUESTIONS,
  });
});

/** The fonts loaded and no transition running; then axe finds nothing serious, and nothing is wider than the screen. */
async function checkScreen(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await settled(page);
  expect(await seriousA11yViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** Presses Tab until `target` has the focus: how a keyboard reaches it. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The ordering question's items as shown, top first. */
const shownOrder = (page: Page) => page.locator('.tk-order-item .tk-answer-text').allInnerTexts();

async function startQuiz(page: Page, startLabel: string) {
  await page.goto(`/q/${code}`);
  await page.getByRole('button', { name: startLabel }).waitFor();
}

describe('every question type on the run screen', () => {
  it('a student answers every type on a 390 px phone by keyboard only, and reviews them', async () => {
    const { context, page, errors } = await openAppPage(PHONE);
    const heading = (n: number) => page.getByRole('heading', { level: 1, name: `Question ${n} / 7` });
    await startQuiz(page, 'Start the quizz');
    await tabTo(page, page.getByRole('button', { name: 'Start the quizz' }));
    await page.keyboard.press('Enter');
    await heading(1).waitFor();

    // 1. one answer: the key 2 chooses B (Mars), and the next question comes
    await checkScreen(page, 'single');
    await screenshot(page, `types-run-1-single-en-phone`);
    await page.keyboard.press('2');
    await heading(2).waitFor();

    // 2. true/false with empty texts: True and False
    await page.getByRole('button', { name: /^A: True$/ }).waitFor();
    await checkScreen(page, 'true_false');
    await screenshot(page, 'types-run-2-true_false-en-phone');
    await page.keyboard.press('1');
    await heading(3).waitFor();

    // 3. several answers: checkboxes ticked with Space; only 2 of the two primes (half a point)
    const two = page.getByRole('checkbox', { name: /^A: ?2$/ });
    await tabTo(page, two);
    await page.keyboard.press('Space');
    expect(await two.isChecked()).toBe(true);
    await checkScreen(page, 'multiple');
    await screenshot(page, 'types-run-3-multiple-en-phone');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await heading(4).waitFor();

    /** Question `n` of `type`: `typed` into its field (reached by Tab), checked and shot; Enter goes on. */
    const typeAndGoOn = async (n: number, type: string, field: string, typed: string) => {
      await tabTo(page, page.getByRole('textbox', { name: field }));
      await page.keyboard.type(typed);
      await checkScreen(page, type);
      await screenshot(page, `types-run-${n}-${type}-en-phone`);
      await page.keyboard.press('Enter');
      await heading(n + 1).waitFor();
    };
    // 4. a typed text; 5. a number
    await typeAndGoOn(4, 'text', 'Your answer', ' paris ');
    await typeAndGoOn(5, 'numeric', 'Your answer (a number)', '2.5');

    // 6. an order: each planet moved up with its button until it is in its place (the focus stays on it)
    const presented = await shownOrder(page);
    expect([...presented].sort()).toEqual([...PLANETS].sort());
    expect(presented).not.toEqual(PLANETS); // never presented in the right order
    await checkScreen(page, 'ordering');
    await screenshot(page, 'types-run-6-ordering-en-phone');
    for (const [place, planet] of PLANETS.entries()) {
      const from = (await shownOrder(page)).indexOf(planet);
      if (from === place) continue;
      // the planets before it are in place: its button comes after the focus
      await tabTo(page, page.getByRole('button', { name: `Move up: ${planet}` }));
      for (let at = from; at > place; at--) {
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await shownOrder(page)).indexOf(planet)).toBe(at - 1);
      }
    }
    expect(await shownOrder(page)).toEqual(PLANETS);
    await page.getByText(/is now in position \d of 4/).waitFor({ state: 'attached' });
    await screenshot(page, 'types-run-6-ordering-done-en-phone');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await heading(7).waitFor();

    // 7. a poll
    await page.getByText('A poll: there is no wrong answer.').waitFor();
    await page.keyboard.press('2');
    await expect
      .poll(() => page.getByRole('button', { name: /^B: Physics$/ }).getAttribute('aria-pressed'))
      .toBe('true');
    await checkScreen(page, 'poll');
    await screenshot(page, 'types-run-7-poll-en-phone');
    await page.getByRole('status').filter({ hasText: 'All answers saved' }).waitFor();

    // the end: 5.5 of 6 points (the poll is not scored)
    await tabTo(page, page.getByRole('button', { name: 'End the quizz' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/end_quizz/${code}`);
    await page.getByText('Your score: 91.7% of correct answers').waitFor();
    await page.getByText('5.5 of 6 points').waitFor();
    await checkScreen(page, 'end');
    await screenshot(page, 'types-end-en-phone');

    // the review: each type's right answer, the explanations with their formulas
    await tabTo(page, page.getByRole('link', { name: 'Review your answers' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/review_quizz/${code}`);
    const cards = page.getByTestId('review-question');
    await cards.first().waitFor();
    expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-type')))).toEqual(
      TYPES,
    );
    expect(await cards.locator('[data-outcome]').allTextContents()).toEqual([
      'Correct',
      'Correct',
      'Partly correct (50%)',
      'Correct',
      'Correct',
      'Correct',
      'Poll, not scored',
    ]);
    await page.getByText('5 / 6').waitFor();
    expect(await cards.nth(1).locator('li[data-correct]').textContent()).toContain('True');
    expect(await cards.nth(2).locator('li[data-correct]').allTextContents()).toHaveLength(2);
    expect(await cards.nth(3).getByTestId('review-given').textContent()).toContain('paris');
    expect(await cards.nth(3).getByTestId('review-expected').textContent()).toContain('Paris');
    expect(await cards.nth(4).getByTestId('review-expected').textContent()).toContain('2.5');
    expect(await cards.nth(5).getByTestId('review-your-order').locator('li[data-in-place]').count()).toBe(4);
    const explanation = cards.nth(1).getByTestId('review-explanation');
    await explanation.getByRole('heading', { name: 'Explanation' }).waitFor();
    await explanation.locator('.katex').first().waitFor();
    expect(await explanation.getByText('$p').count()).toBe(0); // no raw TeX left
    await checkScreen(page, 'review');
    await screenshot(page, 'types-review-en-phone');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a German student answers by touch on a phone: a comma in the number, the order dragged, kept after a reload', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'de-DE' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const heading = (n: number) => page.getByRole('heading', { level: 1, name: `Frage ${n} / 7` });
    const next = () => page.getByRole('button', { name: 'Weiter' }).click();
    await startQuiz(page, 'Quiz starten');
    await page.getByRole('button', { name: 'Quiz starten' }).click();
    await heading(1).waitFor();
    await checkScreen(page, 'single-de');
    await screenshot(page, 'types-run-1-single-de-phone');
    await page.getByRole('button', { name: /^A: Venus$/ }).click(); // wrong
    await heading(2).waitFor();

    await page.getByRole('button', { name: /^B: Falsch$/ }).waitFor();
    await checkScreen(page, 'true_false-de');
    await screenshot(page, 'types-run-2-true_false-de-phone');
    await page.getByRole('button', { name: /^A: Wahr$/ }).click();
    await heading(3).waitFor();

    await page.getByText('Wähle alle richtigen Antworten: Es können mehrere sein.').waitFor();
    await page.getByRole('checkbox', { name: /^A: ?2$/ }).check();
    await page.getByRole('checkbox', { name: /^C: ?7$/ }).check();
    await checkScreen(page, 'multiple-de');
    await screenshot(page, 'types-run-3-multiple-de-phone');
    await next();
    await heading(4).waitFor();

    await page.getByRole('textbox', { name: 'Deine Antwort' }).fill('Lyon');
    await checkScreen(page, 'text-de');
    await screenshot(page, 'types-run-4-text-de-phone');
    await next();
    await heading(5).waitFor();

    const number = page.getByRole('textbox', { name: 'Deine Antwort (eine Zahl)' });
    await number.fill('2,5');
    await page.getByText('Eine Zahl, zum Beispiel 2,5.').waitFor();
    await checkScreen(page, 'numeric-de');
    await screenshot(page, 'types-run-5-numeric-de-phone');
    await next();
    await heading(6).waitFor();

    // the order by dragging each planet's handle above the item in its place
    for (const [place, planet] of PLANETS.entries()) {
      const order = await shownOrder(page);
      if (order.indexOf(planet) === place) continue;
      const handle = page.locator(`.tk-order-item:has-text("${planet}") .tk-order-handle`);
      const target = page.locator('.tk-order-item').nth(place);
      const from = await handle.boundingBox();
      const to = await target.boundingBox();
      if (!from || !to) throw new Error('no box to drag');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
      if (place === 0) await screenshot(page, 'types-run-6-ordering-dragging-de-phone', { fullPage: false });
      await page.mouse.up();
      await expect.poll(async () => (await shownOrder(page)).indexOf(planet)).toBe(place);
    }
    expect(await shownOrder(page)).toEqual(PLANETS);
    await checkScreen(page, 'ordering-de');
    await screenshot(page, 'types-run-6-ordering-de-phone');
    await page.getByRole('status').filter({ hasText: 'Alle Antworten gespeichert' }).waitFor();

    // a reload shows every answer as given: the typed text, the number with its comma, the order
    await page.reload();
    await heading(7).waitFor(); // the first question without an answer
    await page.getByText('Eine Umfrage: Es gibt keine falsche Antwort.').waitFor();
    await checkScreen(page, 'poll-de');
    await screenshot(page, 'types-run-7-poll-de-phone');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await heading(6).waitFor();
    expect(await shownOrder(page)).toEqual(PLANETS);
    await page.getByRole('button', { name: 'Zurück' }).click();
    expect(await number.inputValue()).toBe('2,5');
    await page.getByRole('button', { name: 'Zurück' }).click();
    expect(await page.getByRole('textbox', { name: 'Deine Antwort' }).inputValue()).toBe('Lyon');
    await page.getByRole('button', { name: 'Zurück' }).click();
    expect(await page.getByRole('checkbox', { name: /^C: ?7$/ }).isChecked()).toBe(true);

    for (let n = 4; n <= 7; n++) await next();
    await heading(7).waitFor();
    await page.getByRole('button', { name: /^C: Chemistry$/ }).click();
    await page.getByRole('button', { name: 'Quiz beenden' }).click();
    await page.waitForURL(`**/end_quizz/${code}`);
    // Mars, Lyon wrong: 4 of 6 points
    await page.getByText('4 von 6 Punkten').waitFor();
    await page.getByRole('link', { name: 'Antworten auswerten' }).click();
    await page.getByTestId('review-question').first().waitFor();
    await page.getByText('Richtige Reihenfolge').waitFor();
    expect(
      await page.getByTestId('review-question').nth(4).getByTestId('review-expected').textContent(),
    ).toContain('2,5');
    await checkScreen(page, 'review-de');
    await screenshot(page, 'types-review-de-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every type on a desktop screen, and the review', async () => {
    const { context, page, errors } = await openAppPage();
    const heading = (n: number) => page.getByRole('heading', { level: 1, name: `Question ${n} / 7` });
    await startQuiz(page, 'Start the quizz');
    await page.getByRole('button', { name: 'Start the quizz' }).click();
    for (const [i, type] of TYPES.entries()) {
      await heading(i + 1).waitFor();
      if (type === 'text') await page.getByRole('textbox', { name: 'Your answer' }).fill('Paris');
      if (type === 'numeric') await page.getByRole('textbox', { name: 'Your answer (a number)' }).fill('2.4');
      if (type === 'multiple') await page.getByRole('checkbox', { name: /^C: ?7$/ }).check();
      if (type === 'ordering') await page.getByRole('button', { name: 'Keep this order' }).click();
      await settled(page);
      await screenshot(page, `types-run-${i + 1}-${type}-desktop`);
      if (type === 'single') await page.getByRole('button', { name: /^B: Mars$/ }).click();
      else if (type === 'true_false') await page.getByRole('button', { name: /^B: False$/ }).click();
      else if (type === 'poll') await page.getByRole('button', { name: /^A: Mathematics$/ }).click();
      else await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('status').filter({ hasText: 'All answers saved' }).waitFor();
    await page.getByRole('button', { name: 'End the quizz' }).click();
    await page.waitForURL(`**/end_quizz/${code}`);
    await page.getByRole('link', { name: 'Review your answers' }).click();
    await page.getByTestId('review-question').first().waitFor();
    await checkScreen(page, 'review-desktop');
    await screenshot(page, 'types-review-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
