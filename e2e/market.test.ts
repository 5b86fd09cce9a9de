import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketIntoNewQuiz } from './support/basket';
import { DESKTOP, PHONE, screenshot, seriousA11yViolations, signInThroughUi } from './support/browser';
import { found } from './support/found';
import { apiToken, createActiveUser } from './support/server';
import { openAppPage, server, startServerAndBrowser } from './support/suite';

const STAFF = { email: 'market.staff@quizzical.test', password: 'market staff horse 7' };
const TEACHER = { email: 'market.teacher@quizzical.test', password: 'market teacher horse 8' };
const PROPOSAL = {
  description: 'Positive root of a square',
  tags: 'algebra, e2e-market',
  text: 'Which positive $x$ solves $x^2 = 49$?',
};

/** The level chosen in the proposal, shown as a chip on its card. */
let levelName = '';
const contexts: BrowserContext[] = [];
const consoleErrors: string[] = [];

async function newPage(viewport = DESKTOP): Promise<Page> {
  const { context, page, errors } = await openAppPage(viewport);
  contexts.push(context);
  page.on('close', () => consoleErrors.push(...errors));
  return page;
}

/** The question id of the proposal, read back through the API as staff. */
async function proposalId(): Promise<number> {
  const token = await apiToken(server, STAFF.email, STAFF.password);
  const res = await fetch(`${server.url}/api/market/quizz/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ active: false, keyword: PROPOSAL.description, page: 0 }),
  });
  const body = (await res.json()) as { results: { id: number }[] };
  expect(body.results).toHaveLength(1);
  return found(body.results[0], 'the proposal in the search').id;
}

startServerAndBrowser({ staff: STAFF });

beforeAll(async () => {
  await createActiveUser(server, TEACHER);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});

describe('the question market', () => {
  it('lets a visitor propose a question with a formula, checking the required fields first', async () => {
    const page = await newPage();
    await page.goto('/market');
    await page.getByRole('link', { name: 'Propose a question' }).click();
    await page.waitForURL('**/market/propose');
    await page.getByRole('textbox', { name: 'Description' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(page.getByText('Sign in to add images.').count()).resolves.toBe(4);

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your quizz questions are invalid.').waitFor();
    await expect(page.getByText('This field cannot be empty').count()).resolves.toBeGreaterThanOrEqual(5);

    await page.getByRole('textbox', { name: 'Description' }).fill(PROPOSAL.description);
    await page.getByRole('textbox', { name: 'Tags' }).fill(PROPOSAL.tags);
    // a native select: the first level after 'Not specified'
    const level = page.getByRole('combobox', { name: 'Level' });
    const levelOption = level.locator('option').nth(1);
    levelName = ((await levelOption.textContent()) ?? '').replace(/^\d+ - /, '');
    await level.selectOption((await levelOption.getAttribute('value')) ?? '');
    await page.getByRole('textbox', { name: 'Question' }).fill(PROPOSAL.text);
    await page.getByRole('textbox', { name: 'A', exact: true }).fill('7');
    await page.getByRole('textbox', { name: 'B', exact: true }).fill('49');
    await page.getByRole('textbox', { name: 'C', exact: true }).fill('$\\sqrt{7}$');
    await page.getByRole('textbox', { name: 'Explanation' }).fill('Because $7 \\times 7 = 49$.');
    await page.getByRole('radio', { name: 'A', exact: true }).check();
    await page.getByTestId('formula-preview').first().locator('.katex').first().waitFor();
    await screenshot(page, 'market-propose-desktop');

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/market/confirm');
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await page.getByText('Your question proposition has been submitted and will be reviewed soon.').waitFor();
    await expect(
      page.getByRole('link', { name: 'Propose another question' }).getAttribute('href'),
    ).resolves.toBe('/market/propose');
    await screenshot(page, 'market-confirm-desktop');
    await page.close();

    const phone = await newPage(PHONE);
    await phone.goto('/market/propose');
    await phone.getByRole('textbox', { name: 'Description' }).waitFor();
    await screenshot(phone, 'market-propose-phone');
    await phone.close();
  });

  it('lets staff find the proposal among the non-approved questions, export it as LaTeX, edit and approve it', async () => {
    const id = await proposalId();
    const page = await newPage();
    await signInThroughUi(page, STAFF.email, STAFF.password);
    await page.goto('/market');
    await page.getByText(/\d+ certified questions/).waitFor();
    await page.getByRole('switch', { name: 'Approved questions' }).click();
    await page.getByRole('switch', { name: 'Non-approved questions' }).waitFor();
    await page.getByText('1 uncertified questions').waitFor();
    const card = page.getByRole('article', { name: PROPOSAL.description });
    await card.getByText('algebra, e2e-market').waitFor();
    await card.getByText('Submitted by:').waitFor();
    await card.getByText(levelName, { exact: true }).waitFor();
    await card.locator('.katex').first().waitFor();
    await card.getByText('Correct answer').waitFor();
    await screenshot(page, 'market-staff-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'LaTeX file' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^\\d+_${id}\\.tex$`));

    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit' });
    await expect(dialog.getByRole('textbox', { name: 'Description' }).inputValue()).resolves.toBe(
      PROPOSAL.description,
    );
    await dialog.getByRole('textbox', { name: 'D', exact: true }).fill('-7');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('-7', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByText('By clicking yes, this question will be approved.').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('No question found').waitFor();
    await page.getByText('0 uncertified questions').waitFor();
    await page.close();
  });

  it('shows the approved question to visitors searching by keyword', async () => {
    const page = await newPage();
    await page.goto('/market');
    await page.getByText(/\d+ certified questions/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search for questions' }).fill('Positive root');
    // the keyword ranks the best match first
    const card = page.getByTestId('market-question').first();
    await card.getByRole('heading', { name: PROPOSAL.description }).waitFor();
    await card.locator('.katex').first().waitFor();
    await expect(card.getByText('algebra, e2e-market').count()).resolves.toBe(0);
    await page.getByRole('searchbox', { name: 'Search for questions' }).fill('zzqqxxjjvv');
    await page.getByText('No question found').waitFor();
    await page.close();
  });

  it('keeps the basket through sign-in and fills a new quizz with the selected questions', async () => {
    const page = await newPage();
    await page.goto('/market');
    const cards = page.getByTestId('market-question');
    await cards.nth(3).waitFor();
    const picked: string[] = [];
    for (let i = 0; i < 4; i++) {
      picked.push((await cards.nth(i).getByRole('heading', { level: 3 }).textContent()) ?? '');
      await cards.nth(i).getByRole('button', { name: 'Add to my quizz basket' }).click();
    }
    await page.getByRole('button', { name: 'Selected questions (4)' }).click();
    const popper = page.getByRole('dialog', { name: 'Selected questions' });
    await popper.getByRole('button', { name: `Remove ${picked[1]}` }).click();
    await page.getByRole('button', { name: 'Selected questions (3)' }).waitFor();
    await screenshot(page, 'market-browse-desktop');
    const texts = await page.evaluate(() =>
      (JSON.parse(localStorage.getItem('quizzical.market.basket') ?? '[]') as { text: string }[]).map(
        (q) => q.text,
      ),
    );
    expect(texts).toHaveLength(3);
    await popper.getByRole('button', { name: 'Add to my quizz' }).click();

    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(TEACHER.email);
    await page.getByLabel('Password', { exact: true }).fill(TEACHER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().click();
    await page.waitForURL('**/market');

    const questionCards = await basketIntoNewQuiz(page, 3);
    await expect(questionCards.count()).resolves.toBe(3);
    for (let i = 0; i < 3; i++) {
      await expect(
        questionCards.nth(i).getByRole('textbox', { name: 'Question' }).inputValue(),
      ).resolves.toBe(texts[i]);
    }
    await page.close();

    const phone = await newPage(PHONE);
    await phone.goto('/market');
    await phone.getByTestId('market-question').first().waitFor();
    await screenshot(phone, 'market-browse-phone');
    await phone.close();
  });

  it('lets staff copy the market questions of a tag to another tag', async () => {
    const page = await newPage();
    await signInThroughUi(page, STAFF.email, STAFF.password);
    await page.goto('/admin/copy_market_quizz');
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Please enter a source tag').waitFor();
    await page.getByText('Please enter a target tag').waitFor();
    await page.getByRole('textbox', { name: 'Source tag' }).fill('e2e-market');
    await page.getByRole('textbox', { name: 'Target tag' }).fill('e2e-copied');
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Done').waitFor();
    await screenshot(page, 'market-copy-desktop');
    await page.close();
    expect(consoleErrors).toEqual([]);
  });
});
