import { beforeAll, describe, expect, it } from 'vitest';
import {
  assertAppStarts,
  DESKTOP,
  PHONE,
  screenshot,
  seriousA11yViolations,
  settled,
} from './support/browser';
import { browser, server, startServerAndBrowser } from './support/suite';

startServerAndBrowser();

beforeAll(async () => {
  await assertAppStarts(browser, server.url);
});

/** A visitor whose browser speaks `locale` (the other tests' browser speaks English). */
async function openAs(locale: string, viewport = DESKTOP) {
  const context = await browser.newContext({ baseURL: server.url, viewport, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

describe('the language of the interface', () => {
  it('greets a French visitor in French; Deutsch chosen in the footer stays after a reload', async () => {
    const { context, page, errors } = await openAs('fr-CH');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Rejoindre un quiz', level: 2 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByRole('button', { name: 'Commencer le quiz !' }).waitFor();
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'languages-home-fr-desktop');

    await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'Deutsch' });
    // no reload: the page changes in place
    await page.getByRole('heading', { name: 'An einem Quiz teilnehmen', level: 2 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    await page.reload();
    await page.getByRole('heading', { name: 'An einem Quiz teilnehmen', level: 2 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('combobox', { name: 'Sprache' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a German phone the home page and the menu in German, nothing wider than the screen', async () => {
    const { context, page, errors } = await openAs('de-DE', PHONE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'An einem Quiz teilnehmen', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Für Schülerinnen und Schüler', level: 2 }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'languages-home-de-phone');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Anmelden' }).waitFor();
    await settled(page);
    await screenshot(page, 'languages-drawer-de-phone', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
