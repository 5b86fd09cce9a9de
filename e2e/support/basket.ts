import type { Page } from 'playwright-core';

/**
 * From the market, with `count` questions in the basket: opens the basket and adds them to a new quiz;
 * answers the editor's question cards once all `count` are shown.
 */
export async function basketIntoNewQuiz(page: Page, count: number) {
  await page.getByRole('button', { name: `Selected questions (${count})` }).click();
  await page
    .getByRole('dialog', { name: 'Selected questions' })
    .getByRole('button', { name: 'Add to my quizz' })
    .click();
  await page.waitForURL('**/create_quizz');
  const cards = page.getByTestId('question-card');
  await cards.nth(count - 1).waitFor();
  return cards;
}
