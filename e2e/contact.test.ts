import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot, seriousA11yViolations } from './support/browser';
import { assertTheAppStarts, openAppPage, server, startServerAndBrowser } from './support/suite';

const CONTACT_TO = 'contact@quizzical.local';

startServerAndBrowser();

beforeAll(async () => {
  await assertTheAppStarts();
});

/** Ticks the ALTCHA checkbox and waits until the widget has solved its proof of work in the browser. */
async function solveCaptcha(page: Page) {
  const checkbox = page.getByRole('checkbox', { name: "I'm not a robot" });
  await checkbox.waitFor();
  // the widget's own label covers its input: click the input itself
  await checkbox.click({ force: true });
  await page.waitForFunction(
    () =>
      (document.querySelector('altcha-widget') as { getState?(): string } | null)?.getState?.() ===
      'verified',
    null,
    { timeout: 30_000 },
  );
  await page.getByText('Verified', { exact: true }).waitFor();
}

async function fillForm(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(values.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(values.email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(values.phone);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(values.message);
}

describe('the contact form', () => {
  it('names every missing field, then sends the message once the captcha is solved', async () => {
    const { context, page, errors } = await openAppPage();
    await page.goto('/contact');
    await page.getByRole('heading', { name: 'Contact us', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Please enter a name',
      'Please enter a phone',
      'Please enter a message',
      'Please validate the captcha.',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(page.url()).toMatch(/\/contact$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'contact-missing-fields-desktop');

    const message = 'Could the results page show the median score too?\nThanks, Ada';
    await fillForm(page, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+41 21 555 01 02',
      message,
    });
    await solveCaptcha(page);
    await screenshot(page, 'contact-verified-desktop');
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL('**/contact/confirm');
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await page.getByText('Your message has been sent. We will reply as soon as possible.').waitFor();

    await server.waitForMail(CONTACT_TO, /Could the results page show the median score too\?\s+Thanks, Ada/);
    const mail = (await server.mails()).find((m) => m.to.includes(CONTACT_TO));
    expect(mail?.subject).toContain('Ada Lovelace');
    expect(mail?.text).toContain('Email: ada@example.com');
    expect(mail?.text).toContain('Phone: +41 21 555 01 02');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a phone too', async () => {
    const { context, page, errors } = await openAppPage(PHONE);
    await page.goto('/contact');
    await fillForm(page, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      message: 'Sent from my phone: a bug report about nanoseconds.',
    });
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/contact/confirm');
    await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'contact-confirm-phone');
    await server.waitForMail(CONTACT_TO, /a bug report about nanoseconds/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
