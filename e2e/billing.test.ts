import { licenseDayOf, licenseValidToFor, stackedPeriod } from '@quizzical/common';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorsExceptHttp, PHONE, screenshot, seriousA11yViolations } from './support/browser';
import { apiToken, createActiveUser } from './support/server';
import { openAppPage, server, signedInPage, startServerAndBrowser } from './support/suite';

const STAFF = { email: 'billing.staff@quizzical.test', password: 'staff horse battery 1' };
const BUYER = {
  email: 'grace.hopper@example.com',
  password: 'cobol compiler 1952',
  first_name: 'Grace',
  last_name: 'Hopper',
};
const FREE = {
  email: 'alan.turing@example.com',
  password: 'enigma machine 1936',
  first_name: 'Alan',
  last_name: 'Turing',
};

startServerAndBrowser({ staff: STAFF });

beforeAll(async () => {
  await Promise.all([createActiveUser(server, BUYER), createActiveUser(server, FREE)]);
});

async function call(token: string, path: string, method = 'GET', body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, data: text ? JSON.parse(text) : null };
}

const createQuiz = (token: string, title: string) =>
  call(token, '/api/quizz', 'POST', {
    title,
    questions: [{ text: `${title}?`, answer1: 'Yes', answer2: 'No' }],
  });

async function permissions(user: { email: string; password: string }): Promise<string[]> {
  const token = await apiToken(server, user.email, user.password);
  return (await call(token, '/auth/users/me/')).data.user_permissions;
}

const noLicenseChip = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'No active license' });

const pad = (n: number) => String(n).padStart(2, '0');
const dmy = (d: Date) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
/** yyyy-MM-dd → dd.MM.yyyy, as the pages show days. */
const formatIsoDay = (day: string) => day.split('-').reverse().join('.');
const inOneYear = () => {
  const d = new Date();
  return new Date(d.getFullYear() + 1, d.getMonth(), d.getDate());
};

/** Fills the checkout form with a Swiss address and accepts the terms. */
async function fillCheckout(page: Page, given: string, family: string) {
  await page.getByLabel('Title').selectOption('Ms');
  await page.getByLabel('First name').fill(given);
  await page.getByLabel('Last name').fill(family);
  await page.getByLabel('Street').fill('Bahnhofstrasse 1');
  await page.getByLabel('Postal code').fill('8001');
  await page.getByLabel('City').fill('Zürich');
  await page.getByLabel('Country').selectOption('CH');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
}

describe('buying Pro', () => {
  it('a free teacher at the limit pays with the test card, gets Pro and can create a sixth quiz', async () => {
    const token = await apiToken(server, BUYER.email, BUYER.password);
    for (let i = 1; i <= 5; i++) expect((await createQuiz(token, `Quizz ${i}`)).status).toBe(201);
    expect((await createQuiz(token, 'One too many')).status).not.toBe(201);

    const { context, page, errors } = await signedInPage(BUYER);
    await noLicenseChip(page).waitFor();

    // Plans: the Pro card, in EUR
    await page.goto('/plans');
    await page.getByRole('heading', { name: 'Pro', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Free', exact: true }).waitFor();
    await page.getByText('At most 5 active quizzes').waitFor();
    await page.getByRole('button', { name: 'EUR' }).click();
    await page.getByText('EUR per year').first().waitFor();
    // the server runs the sandbox: every billing page says so, so that no test payment passes for a real one
    const testMode = () => page.getByText('Test mode: no real payment').waitFor();
    await testMode();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'billing-plans-desktop');
    await page.getByRole('link', { name: 'Get the Pro version' }).click();

    // Plan choice keeps the currency and hands it to the checkout in route state
    await page.waitForURL('**/billing/plan');
    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    await page.getByText('Personal licence', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'EUR' }).getAttribute('aria-pressed')).toBe('true');
    await testMode();
    await screenshot(page, 'billing-plan-desktop');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Checkout: summary, client validation, then the payment
    await page.waitForURL('**/billing/checkout');
    const summary = page.getByRole('region', { name: 'Your order' });
    await summary.getByText('49 EUR').first().waitFor();
    await summary.getByText('Personal').waitFor();
    // one rule for "one year from today" (common/src/license-dates.ts): the licence page shows this day too
    const validUntil = formatIsoDay(licenseValidToFor(new Date()));
    await summary.getByText(validUntil).waitFor();
    await testMode();
    await page.getByRole('img', { name: /Accepted payment methods/ }).waitFor();
    // the name comes from the account; the address is asked
    expect(await page.getByLabel('First name').inputValue()).toBe('Grace');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Hopper');
    // no title is chosen for the buyer: the receipt must not greet Anna as 'Mr'
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.getByText('Choose Mr or Ms.').waitFor();
    await page.getByText('Please enter a street').waitFor();
    await page.getByText('Please enter a postal code').waitFor();
    await page.getByText('Please accept the terms and conditions').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'billing-checkout-errors-desktop');
    await fillCheckout(page, 'Grace', 'Hopper');
    await page.getByRole('button', { name: 'Proceed to payment' }).click();

    // The sandbox provider's page
    await page.waitForURL('**/billing/sandbox/*');
    await page.getByText('49.00 EUR').first().waitFor();
    await page.getByText('4242 4242 4242 4242').waitFor();
    await testMode();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'billing-sandbox-desktop');
    await page.getByRole('button', { name: 'Pay 49.00 EUR' }).click();

    // Confirmation: waiting (or already) activated, then the header has no 'No active license'
    await page.waitForURL('**/billing/confirmation');
    await page.getByRole('heading', { name: 'Your new plan is now activated' }).waitFor();
    await page.getByRole('link', { name: 'Go to My Quizzes' }).waitFor();
    await testMode();
    await expect.poll(() => noLicenseChip(page).count()).toBe(0);
    await screenshot(page, 'billing-confirmation-desktop');

    expect(await permissions(BUYER)).toContain('P');
    expect((await createQuiz(token, 'Quizz 6')).status).toBe(201);
    const licenses = (await call(token, '/api/license?active=true')).data;
    expect(licenses).toHaveLength(1);
    expect(licenses[0].tier).toBe('P');

    // The account shows the paid licence as active
    await page.getByRole('link', { name: 'Go to My Quizzes' }).click();
    await page.waitForURL('**/quizz');
    await page.goto('/account/license');
    await page.getByText(`You have an active Pro license until ${validUntil}.`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(licenses[0].code) });
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByText(validUntil).waitFor();
    expect(licenses[0].valid_to).toBe(licenseValidToFor(new Date()));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a declined card shows the error and leaves the teacher on the free plan', async () => {
    const { context, page, errors } = await signedInPage(FREE, PHONE);
    await page.goto('/plans');
    await page.getByRole('heading', { name: 'Pro', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'billing-plans-phone');
    await page.getByRole('link', { name: 'Get the Pro version' }).click();
    await page.waitForURL('**/billing/plan');
    await screenshot(page, 'billing-plan-phone');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/billing/checkout');
    await page.getByRole('region', { name: 'Your order' }).getByText('49 CHF').first().waitFor();
    await fillCheckout(page, 'Alan', 'Turing');
    await screenshot(page, 'billing-checkout-phone');
    await page.getByRole('button', { name: 'Proceed to payment' }).click();

    await page.waitForURL('**/billing/sandbox/*');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay 49.00 CHF' }).click();
    await page.getByText('Your card was declined.').waitFor();
    await page.getByText('This payment did not go through. No money was charged.').waitFor();
    await page.getByRole('link', { name: 'Try again' }).waitFor();
    await screenshot(page, 'billing-sandbox-declined-phone');

    // A card the bank refuses a few seconds later: the confirmation waits, then tells it
    // 'Try again' comes back to the form as it was sent (only the terms are asked again)
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL('**/billing/checkout');
    expect(await page.getByLabel('Title').inputValue()).toBe('Ms');
    expect(await page.getByLabel('First name').inputValue()).toBe('Alan');
    expect(await page.getByLabel('Street').inputValue()).toBe('Bahnhofstrasse 1');
    expect(await page.getByLabel('Postal code').inputValue()).toBe('8001');
    expect(await page.getByLabel('City').inputValue()).toBe('Zürich');
    const terms = page.getByRole('checkbox', { name: /I accept the terms and conditions/ });
    expect(await terms.isChecked()).toBe(false);
    await screenshot(page, 'billing-checkout-try-again-phone');
    await terms.check();
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await page.waitForURL('**/billing/sandbox/*');
    await page.getByLabel('Card number').fill('4000 0000 0000 0341');
    await page.getByRole('button', { name: 'Pay 49.00 CHF' }).click();
    await page.waitForURL('**/billing/confirmation');
    await page.getByRole('heading', { name: 'Your new plan is being activated' }).waitFor();
    await page.getByText('We are processing your payment. Please wait a few seconds.').waitFor();
    await screenshot(page, 'billing-confirmation-waiting-phone');
    await page.getByRole('heading', { name: 'Your payment did not go through' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'billing-confirmation-failed-phone');

    expect(await permissions(FREE)).not.toContain('P');
    const token = await apiToken(server, FREE.email, FREE.password);
    expect((await call(token, '/api/license?active=true')).data).toEqual([]);
    expect(errorsExceptHttp(errors, [400])).toEqual([]);
    await context.close();
  });

  it('the run screen asks a signed-in free teacher to get Pro, never an anonymous student', async () => {
    const token = await apiToken(server, FREE.email, FREE.password);
    const quiz = await createQuiz(token, 'Warm-up');
    expect(quiz.status).toBe(201);
    const code: string = quiz.data.code;
    expect((await call(token, `/api/quizz/_start_now/${code}`, 'POST')).status).toBeLessThan(300);

    const join = async (page: Page) => {
      await page.goto(`/start_quizz/${code}`); // an anonymous quizz (the default): no names
      await page.getByRole('button', { name: 'Start the quizz' }).click();
      await page.waitForURL(`**/run_quizz/${code}`);
      await page.getByText('Warm-up?').first().waitFor();
    };

    const anonymous = await openAppPage();
    await join(anonymous.page);
    await anonymous.page.waitForLoadState('networkidle');
    expect(await anonymous.page.getByRole('dialog', { name: 'Activate your license' }).count()).toBe(0);
    await anonymous.context.close();

    const { context, page } = await signedInPage(FREE);
    await join(page);
    const dialog = page.getByRole('dialog', { name: 'Activate your license' });
    await dialog.getByText('You do not have an active license.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'billing-license-dialog-desktop');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await dialog.getByRole('link', { name: 'Get the Pro version' }).click();
    await page.waitForURL('**/plans');
    await context.close();
  });
});

describe('licence codes', () => {
  let codes: string[] = [];

  it('staff generate two codes from typed dd.MM.yyyy days', async () => {
    const { context, page, errors } = await signedInPage(STAFF);
    await page.goto('/admin/access_codes');
    await page.getByRole('heading', { name: 'License codes' }).waitFor();
    await page.getByLabel('Number of codes').fill('2.5');
    await page.getByLabel('From date').fill('2026-01-01');
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('Please enter a valid number of codes').waitFor();
    await page.getByText('Please enter a date as dd.MM.yyyy').waitFor();

    await page.getByLabel('Number of codes').fill('2');
    await page.getByLabel('From date').fill(dmy(new Date()));
    await page.getByLabel('Valid to').fill(dmy(inOneYear()));
    await page.getByRole('button', { name: 'Generate' }).click();
    const list = page.getByRole('textbox', { name: 'Codes', exact: true });
    await expect.poll(() => list.inputValue()).toMatch(/\S/);
    codes = (await list.inputValue()).split('\n');
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/);
    expect(await list.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Copy to clipboard' }).click();
    await page.getByText('The codes have been copied to the clipboard').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'licenses-access-codes-desktop');

    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'licenses-access-codes-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('another teacher activates a code on the licence page and loses the no-licence notice', async () => {
    expect(codes).toHaveLength(2);
    const { context, page, errors } = await signedInPage(FREE);
    await page.goto('/account/license');
    await page.getByRole('heading', { name: 'Activate a license code' }).waitFor();
    await noLicenseChip(page).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'License code' }).fill('AAAAA-BBBBB-CCCCC-DDDDD');
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByText('This license code is not valid.').waitFor();
    await screenshot(page, 'licenses-account-invalid-desktop');

    await page.getByRole('textbox', { name: 'License code' }).fill(codes[0]);
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByText('Your license has been activated').waitFor();
    await page.getByRole('cell', { name: codes[0] }).waitFor();
    // staff typed the days from today to the same date next year (local days, as the page reads them)
    const end = inOneYear();
    const first = {
      validFrom: `${new Date().getFullYear()}-${pad(new Date().getMonth() + 1)}-${pad(new Date().getDate())}`,
      validTo: `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}`,
    };
    await page.getByText(`You have an active Pro license until ${formatIsoDay(first.validTo)}.`).waitFor();

    // the school's second code, activated while Pro: it starts when the first ends, nothing is wasted
    const second = stackedPeriod(first, licenseDayOf(new Date()), first.validTo);
    await page.getByRole('textbox', { name: 'License code' }).fill(codes[1]);
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(
        `Your license has been activated: valid from ${formatIsoDay(second.validFrom)} to ${formatIsoDay(second.validTo)}.`,
      )
      .waitFor();
    await page.getByText(`You have an active Pro license until ${formatIsoDay(second.validTo)}.`).waitFor();
    await expect.poll(() => noLicenseChip(page).count()).toBe(0);
    expect(await permissions(FREE)).toContain('P');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'licenses-account-desktop');

    await page.setViewportSize(PHONE);
    await screenshot(page, 'licenses-account-phone');
    await page.goto('/account/billing');
    await page.getByRole('heading', { name: 'Current plan: Pro' }).waitFor();
    await page.getByRole('list', { name: 'Your licences' }).getByText(codes[0]).waitFor();
    await page.getByText('Test mode: no real payment').waitFor();
    await screenshot(page, 'billing-account-phone');
    expect(errorsExceptHttp(errors, [400])).toEqual([]);
    await context.close();
  });
});
