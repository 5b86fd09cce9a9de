import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsExceptHttp, PHONE, screenshot, settled } from './support/browser';
import { apiCall, apiToken, createActiveUser } from './support/server';
import { server, signedInPage, startServerAndBrowser } from './support/suite';

/** A teacher brings a GIFT question bank into a new quiz from the dashboard. */
const teacher = { email: 'import.teacher@example.com', password: 'a long import password' };
const staffMember = { email: 'import.staff@example.com', password: 'a long staff password' };
const fixtures = join(import.meta.dirname, '../server/src/modules/transfer/import/fixtures');

let context: BrowserContext;
let page: Page;
let errors: string[];

startServerAndBrowser({ staff: staffMember });

beforeAll(async () => {
  await createActiveUser(server, teacher);
  ({ context, page, errors } = await signedInPage(teacher));
});

afterAll(async () => {
  await context?.close();
});

async function openFileImport(target: Page) {
  await target.goto('/quizz');
  // exact: an empty dashboard also offers 'Import a quizz'
  await target.getByRole('button', { name: 'Import', exact: true }).click();
  await target.getByRole('menuitem', { name: /Import from a file/ }).click();
  await target.getByRole('dialog', { name: 'Import questions from a file' }).waitFor();
}

describe('importing a question file from the dashboard', () => {
  it('shows what was imported and what was left out, then opens the new quiz in the editor (it is not started)', async () => {
    await openFileImport(page);
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles(join(fixtures, 'bank.gift'));
    await dialog.getByText('bank.gift').waitFor();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('13 questions were imported into a new quizz.').waitFor();
    const leftOut = dialog.getByRole('list', { name: 'Questions left out' });
    expect(await leftOut.getByRole('listitem').count()).toBe(6);
    await leftOut.getByText('answers worth part of the mark left out').first().waitFor();
    await settled(page);
    await screenshot(page, 'transfer-import-desktop');
    await dialog.getByRole('button', { name: 'Open the quizz' }).click();
    await page.waitForURL(/\/edit_quizz\//);
    await expect.poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Physics');
    const code = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const token = await apiToken(server, teacher.email, teacher.password);
    const quiz = await apiCall<{ title: string; status: number; questions: { answer1: string }[] }>(
      server,
      token,
      `/api/quizz/${code}`,
    );
    expect(quiz.title).toBe('Physics');
    expect(quiz.status).toBe(0);
    expect(quiz.questions[0]?.answer1).toBe('about 300 000 km/s');
  });

  it('says on which line a file is broken (phone width)', async () => {
    const phone = await signedInPage(teacher, PHONE);
    await openFileImport(phone.page);
    const dialog = phone.page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'broken.gift',
      mimeType: 'text/plain',
      buffer: Buffer.from('::Q1:: Fine {=a ~b}\n\n::Q2:: Open {=a ~b\n'),
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog
      .getByRole('alert')
      .getByText('Line 3: the answers opened with { are not closed with }.')
      .waitFor();
    await settled(phone.page);
    await screenshot(phone.page, 'transfer-import-phone');
    expect(errorsExceptHttp(phone.errors, [400])).toEqual([]);
    await phone.context.close();
  });

  it('lets staff make proposals of the market from a file, in the theme chosen', async () => {
    const staff = await signedInPage(staffMember);
    await staff.page.goto('/market');
    await staff.page.getByRole('button', { name: 'Import a file' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Import questions into the market' });
    await dialog.locator('input[type=file]').setInputFiles(join(fixtures, 'bank-aiken.txt'));
    // a native select: the first theme after 'Not specified'
    const theme = dialog.getByRole('combobox', { name: 'Theme' });
    await theme.selectOption((await theme.locator('option').nth(1).getAttribute('value')) ?? '');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('2 proposals were added.', { exact: false }).waitFor();
    await dialog.getByText('more than four answers').waitFor();
    await settled(staff.page);
    await screenshot(staff.page, 'transfer-import-market', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).click();
    // the staff button beside the basket on a phone
    await staff.page.setViewportSize(PHONE);
    await staff.page.getByRole('button', { name: 'Import a file' }).waitFor();
    await settled(staff.page);
    await screenshot(staff.page, 'transfer-import-market-phone', { fullPage: false });
    expect(errorsExceptHttp(staff.errors, [])).toEqual([]);
    await staff.context.close();
  });

  it('leaves no error in the page', () => {
    expect(errorsExceptHttp(errors, [])).toEqual([]);
  });
});
