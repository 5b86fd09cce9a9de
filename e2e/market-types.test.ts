import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketIntoNewQuiz } from './support/basket';
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from './support/browser';
import { apiAs, openAppPage, signedInPage, startServerAndBrowser } from './support/suite';

const STAFF = { email: 'market.kinds@quizzical.test', password: 'market kinds horse 9' };
const TAG = 'kindsofquestion';

/**
 * One market question of every kind, as staff propose them through the API. The cards drawing each kind
 * are the web's (web/src/features/market/components/market-answers.tsx).
 */
const KINDS = [
  { description: 'Kind single', text: 'Capital of Switzerland?', answer1: 'Bern', answer2: 'Zurich' },
  {
    description: 'Kind true/false',
    question_type: 'true_false',
    text: 'The earth is flat.',
    correct_answer: 2,
  },
  {
    description: 'Kind multiple',
    question_type: 'multiple',
    text: 'Which are prime?',
    answer1: '$2$',
    answer2: '$4$',
    answer3: '$5$',
    answer4: '$9$',
    correct_answers: [1, 3],
  },
  {
    description: 'Kind text',
    question_type: 'text',
    text: 'Capital of France?',
    accepted_answers: ['Paris', 'Lutèce'],
  },
  {
    description: 'Kind numeric',
    question_type: 'numeric',
    text: 'Free fall acceleration $g$ in $\\mathrm{m/s^2}$?',
    correct_value: 9.81,
    tolerance: 0.05,
  },
  {
    description: 'Kind ordering',
    question_type: 'ordering',
    text: 'Smallest first',
    answer1: '$\\frac{1}{4}$',
    answer2: '$\\frac{1}{2}$',
    answer3: '$1$',
  },
  {
    description: 'Kind poll',
    question_type: 'poll',
    text: 'Did you like it?',
    answer1: 'Yes',
    answer2: 'No',
  },
];

const contexts: BrowserContext[] = [];

startServerAndBrowser({ staff: STAFF });
const api = apiAs(STAFF);

beforeAll(async () => {
  for (const question of KINDS) {
    const { id } = await api<{ id: number }>('/api/market/quizz', {
      method: 'POST',
      body: { tags: TAG, correct_answer: 1, ...question },
    });
    await api(`/api/market/quizz/${id}`, { method: 'PATCH', body: { status: 1 } });
  }
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});

describe('market cards of every kind of question', () => {
  for (const [viewport, name] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    it(`show each kind's key to a visitor (${name})`, async () => {
      const { context, page } = await openAppPage(viewport);
      contexts.push(context);
      await page.goto('/market');
      await page.getByRole('searchbox', { name: 'Search for questions' }).fill(TAG);
      await page.getByText('Kind poll').waitFor();
      for (const { description } of KINDS) await page.getByText(description, { exact: true }).waitFor();
      // each kind's key, as the cards write it
      await page.getByText('9.81 ± 0.05').waitFor();
      await page.getByText('“Paris” · “Lutèce”').waitFor();
      await page.getByText('True', { exact: true }).waitFor();
      await page.locator('.katex').first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `market-kinds-${name}`);
      // the cards skip rendering off screen (content-visibility): the last one, in view
      await page.getByText('Kind single', { exact: true }).scrollIntoViewIfNeeded();
      await page.getByText('Bern', { exact: true }).waitFor();
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await screenshot(page, `market-kinds-${name}-last`, { fullPage: false });
    });
  }

  it('fills a new quizz from the basket with each question’s kind and key', async () => {
    const { context, page } = await signedInPage(STAFF);
    contexts.push(context);
    await page.goto('/market');
    await page.getByRole('searchbox', { name: 'Search for questions' }).fill(TAG);
    for (const description of ['Kind numeric', 'Kind multiple', 'Kind text']) {
      await page
        .getByTestId('market-question')
        .filter({ has: page.getByRole('heading', { name: description, exact: true }) })
        .getByRole('button', { name: 'Add to my quizz basket' })
        .click();
    }
    const cards = await basketIntoNewQuiz(page, 3);
    const kindOf = (i: number) => cards.nth(i).getByRole('combobox', { name: 'Question type' }).inputValue();
    await expect(Promise.all([0, 1, 2].map(kindOf))).resolves.toEqual(['numeric', 'multiple', 'text']);
    const field = (i: number, name: string) => cards.nth(i).getByRole('textbox', { name, exact: true });
    await expect(field(0, 'Correct value').inputValue()).resolves.toBe('9.81');
    await expect(field(0, 'Tolerance (±)').inputValue()).resolves.toBe('0.05');
    await expect(cards.nth(1).getByRole('checkbox', { name: 'A', exact: true }).isChecked()).resolves.toBe(
      true,
    );
    await expect(cards.nth(1).getByRole('checkbox', { name: 'B', exact: true }).isChecked()).resolves.toBe(
      false,
    );
    await expect(cards.nth(1).getByRole('checkbox', { name: 'C', exact: true }).isChecked()).resolves.toBe(
      true,
    );
    await expect(field(2, 'Accepted answer 2').inputValue()).resolves.toBe('Lutèce');
  });

  it('lets staff edit a question’s key in the edit dialog, its kind kept', async () => {
    const { context, page } = await signedInPage(STAFF);
    contexts.push(context);
    await page.goto('/market');
    await page.getByRole('searchbox', { name: 'Search for questions' }).fill(TAG);
    const card = page.getByRole('article', { name: 'Kind numeric' });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit' });
    await expect(dialog.getByRole('combobox', { name: 'Question type' }).inputValue()).resolves.toBe(
      'numeric',
    );
    // a decimal comma, as a French keyboard types it
    await dialog.getByRole('textbox', { name: 'Tolerance (±)', exact: true }).fill('0,2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('9.81 ± 0.2').waitFor();
    await screenshot(page, 'market-kinds-edited', { fullPage: false });
    const { results } = await api<{ results: { question_type: string; tolerance: number }[] }>(
      '/api/market/quizz/_search',
      { method: 'POST', body: { keyword: 'Kind numeric', page: 0 } },
    );
    expect(results[0]).toMatchObject({ question_type: 'numeric', tolerance: 0.2 });
  });
});
